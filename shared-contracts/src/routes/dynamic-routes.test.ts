import { describe, expect, it } from 'vitest';
import { resolveDynamicRoute } from './dynamic-routes.js';

const slugs = {
  staticPageSlugs: ['returns', 'delivery'],
  staticPageWithTabsSlugs: ['customer-service'],
  navigationSlugs: ['alpine-skiing'],
  manufacturerSlugs: ['nordvik'],
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
});
