import { describe, expect, it } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import { productPageMeta } from './product-meta';

describe('productPageMeta', () => {
  const model = testModel([testVariant(11, 'red', 'm')], {
    images: [{ url: '/media/products/skis_ff0000_nordvik_1.webp', caption: '' }],
  });

  it('gives the canonical address in the language and the first picture at 1200 × 630', () => {
    const meta = productPageMeta(model, 'sv', 'https://shop.test');
    expect(meta.canonical).toBe('https://shop.test/sv/nordvik/alpine-skiing/skis/storm-pro/');
    expect(meta.shareImage).toBe(
      'https://shop.test/media/products/skis_ff0000_nordvik_1.webp?w=1200&h=630',
    );
    expect(meta.noindex).toBeUndefined();
  });

  it('keeps campaign-only and hidden products out of search results', () => {
    expect(productPageMeta({ ...model, campaignOnly: true }, 'fi', '').noindex).toBe(true);
    expect(productPageMeta({ ...model, isPublic: false }, 'fi', '').noindex).toBe(true);
  });

  it('has no share picture for a product without pictures', () => {
    const bare = { ...model, images: [], colors: model.colors.map((c) => ({ ...c, images: [] })) };
    expect(productPageMeta(bare, 'fi', '').shareImage).toBeUndefined();
  });
});
