import { describe, expect, it } from 'vitest';
import {
  canonicalLocation,
  giftCampaignOf,
  parentCategoryPath,
  productSlugOf,
} from './product-location';

const none = new URLSearchParams();

describe('productSlugOf (catalogue §2)', () => {
  it('takes the last segment of product paths', () => {
    const params = { '*': 'nordvik/alpine-skiing/skis/storm-pro' };
    expect(productSlugOf('dynamic-product', params, none)).toBe('storm-pro');
    expect(productSlugOf('dynamic-old-product', params, none)).toBe('storm-pro');
    expect(productSlugOf('removed-new-product-page', { '*': 'a/b/' }, none)).toBe('b');
  });
  it('takes the product of a gift-campaign path and ?slug= on legacy routes', () => {
    expect(productSlugOf('dynamic-giftcampaign-product', { '*': 'xmas/mug' }, none)).toBe('mug');
    expect(productSlugOf('product-new', {}, new URLSearchParams('slug=Storm-Pro'))).toBe(
      'storm-pro',
    );
    expect(productSlugOf('product-old', {}, none)).toBeNull();
  });
  it('knows the gift campaign and the parent category', () => {
    expect(giftCampaignOf('dynamic-giftcampaign-product', { '*': 'xmas/mug' })).toBe('xmas');
    expect(giftCampaignOf('dynamic-product', { '*': 'xmas/mug' })).toBeUndefined();
    expect(parentCategoryPath('dynamic-product', { '*': 'brand/alpine/skis/x' })).toBe(
      '/alpine/skis/',
    );
    expect(parentCategoryPath('dynamic-product', { '*': 'brand/x' })).toBeNull();
  });
});

describe('canonicalLocation', () => {
  const path = '/nordvik/alpine-skiing/skis/storm-pro/';
  it('is null when the page is at its canonical path', () => {
    expect(
      canonicalLocation('dynamic-product', { path: path.slice(0, -1), search: '' }, path, 'fi'),
    ).toBeNull();
  });
  it('replaces a stale path, keeping query and language prefix', () => {
    expect(
      canonicalLocation(
        'dynamic-product',
        { path: '/nordvik/skis/storm-pro/', search: '?size=170' },
        path,
        'sv',
      ),
    ).toBe(`/sv${path}?size=170`);
  });
  it('keeps the /old/ prefix and leaves other routes alone', () => {
    expect(
      canonicalLocation(
        'dynamic-old-product',
        { path: '/old/x/storm-pro/', search: '' },
        path,
        'fi',
      ),
    ).toBe(`/old${path}`);
    expect(
      canonicalLocation('dynamic-giftcampaign-product', { path: '/a/', search: '' }, path, 'fi'),
    ).toBeNull();
  });
});
