import { describe, expect, it } from 'vitest';
import { resolveDynamicRoute } from './dynamic-routes.js';

const slugs = {
  staticPageSlugs: ['returns', 'delivery'],
  staticPageWithTabsSlugs: ['customer-service'],
  navigationSlugs: ['alpine-skiing'],
  manufacturerSlugs: ['nordvik', 'fjellrev'],
};

describe('resolveDynamicRoute (platform §2)', () => {
  it('routes a static page slug, with sub-paths, in any language', () => {
    expect(resolveDynamicRoute('/returns/', slugs)?.params).toEqual({ '*': 'returns' });
    expect(resolveDynamicRoute('/sv/returns/exchange/', slugs)).toMatchObject({
      route: { id: 'dynamic-static-page' },
      params: { '*': 'returns/exchange' },
    });
  });

  it('routes a tabbed page with its tab and nested tab segments, in any language', () => {
    expect(resolveDynamicRoute('/customer-service/', slugs)).toMatchObject({
      route: { id: 'dynamic-static-page-with-tabs', page: { module: './TabbedStaticPage' } },
      params: { '*': 'customer-service' },
    });
    expect(resolveDynamicRoute('/en/customer-service/faq/orders/', slugs)).toMatchObject({
      route: { id: 'dynamic-static-page-with-tabs' },
      params: { '*': 'customer-service/faq/orders' },
    });
  });

  it('gives a tabbed page no fourth segment', () => {
    expect(resolveDynamicRoute('/customer-service/faq/orders/more/', slugs)).toBeNull();
  });

  it('tries the tabbed kind before the plain static page kind', () => {
    const both = { ...slugs, staticPageSlugs: [...slugs.staticPageSlugs, 'customer-service'] };
    expect(resolveDynamicRoute('/sv/customer-service/faq/', both)?.route.id).toBe(
      'dynamic-static-page-with-tabs',
    );
  });

  it('gives null for a path no slug list names', () => {
    expect(resolveDynamicRoute('/no-such-page/', slugs)).toBeNull();
    expect(resolveDynamicRoute('/', slugs)).toBeNull();
  });

  it('routes navigation and product-group pages with their sub-paths', () => {
    expect(resolveDynamicRoute('/alpine-skiing/', slugs)).toMatchObject({
      route: { id: 'dynamic-product-group', page: { owner: 'mf-catalog' } },
      params: { '*': 'alpine-skiing' },
    });
    expect(resolveDynamicRoute('/de/alpine-skiing/skis/all-mountain/', slugs)?.params).toEqual({
      '*': 'alpine-skiing/skis/all-mountain',
    });
  });

  it('routes a manufacturer slug alone to the brand page, with more segments to a product', () => {
    expect(resolveDynamicRoute('/nordvik/', slugs)).toMatchObject({
      route: { id: 'dynamic-manufacturer', page: { module: './ManufacturerPage' } },
      params: { '*': 'nordvik' },
    });
    expect(resolveDynamicRoute('/sv/nordvik/alpine-skiing/skis/ridge-90/', slugs)).toMatchObject({
      route: { id: 'dynamic-product', page: { owner: 'mf-product', module: './ProductPage' } },
      params: { '*': 'nordvik/alpine-skiing/skis/ridge-90' },
    });
  });

  it('routes products under /old/ with the prefix removed, but not an /old/ brand alone', () => {
    expect(resolveDynamicRoute('/old/fjellrev/hiking/tent-2/', slugs)).toMatchObject({
      route: { id: 'dynamic-old-product' },
      params: { '*': 'fjellrev/hiking/tent-2' },
    });
    expect(resolveDynamicRoute('/old/fjellrev/', slugs)).toBeNull();
    expect(resolveDynamicRoute('/old/unknown-brand/tent-2/', slugs)).toBeNull();
  });

  it('routes gift-campaign products as exactly a campaign and a product slug', () => {
    expect(resolveDynamicRoute('/en/giftcampaigns/staff-2026/tent-2/', slugs)).toMatchObject({
      route: { id: 'dynamic-giftcampaign-product' },
      params: { '*': 'staff-2026/tent-2' },
    });
    expect(resolveDynamicRoute('/giftcampaigns/staff-2026/', slugs)).toBeNull();
    expect(resolveDynamicRoute('/giftcampaigns/a/b/c/', slugs)).toBeNull();
  });
});
