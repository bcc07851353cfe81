import { describe, expect, it } from 'vitest';
import { trackListing } from './listing-tracking.js';
import type { TrackedProduct } from './tracked-products.js';

const products: TrackedProduct[] = Array.from({ length: 12 }, (_, index) => ({
  name: `Model ${index + 1}`,
  id: String(index + 1),
  price: 10 + index,
  brand: 'Routa',
  category: 'Skis',
  quantity: 1,
}));

describe('trackListing (platform §9, catalogue §7)', () => {
  it('reports a category’s first 3 products and its category-page event with the first 10', () => {
    const host: { dataLayer?: unknown[] } = {};
    trackListing({ kind: 'category', name: 'Skis', products, currencyCode: 'EUR' }, host);
    const [impressions, categoryPage] = host.dataLayer as [
      { ecommerce: { impressions: { id: string; list: string; position: number }[] } },
      { event: string; category: string; products: { id: string }[] },
    ];
    expect(impressions.ecommerce.impressions.map((product) => product.id)).toEqual(['1', '2', '3']);
    expect(impressions.ecommerce.impressions[2]).toMatchObject({ list: 'Skis', position: 3 });
    expect(categoryPage.event).toBe('categoryPage');
    expect(categoryPage.category).toBe('Skis');
    expect(categoryPage.products.map((product) => product.id)).toEqual(
      products.slice(0, 10).map((product) => product.id),
    );
  });

  it('reports a search’s first 5 products and no category-page event', () => {
    const host: { dataLayer?: unknown[] } = { dataLayer: ['earlier'] };
    trackListing({ kind: 'search', name: 'boots', products, currencyCode: 'SEK' }, host);
    expect(host.dataLayer).toHaveLength(2);
    const entry = host.dataLayer?.[1] as {
      ecommerce: { currencyCode: string; impressions: { list: string }[] };
    };
    expect(entry.ecommerce.currencyCode).toBe('SEK');
    expect(entry.ecommerce.impressions).toHaveLength(5);
    expect(entry.ecommerce.impressions[0]?.list).toBe('search: boots');
  });
});
