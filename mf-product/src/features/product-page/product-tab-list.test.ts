import { describe, expect, it } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import { productTabs, tabOfHash } from './product-tab-list';

describe('productTabs', () => {
  const model = testModel([testVariant(1, 'red', 'm')]);

  it('has description, details, availability and brand for a product without reviews', () => {
    expect(productTabs(model)).toEqual(['description', 'details', 'availability', 'brand']);
  });

  it('has reviews only with reviews, and never for a second-hand product', () => {
    const reviewed = { ...model, rating: { average: 8, count: 3 } };
    expect(productTabs(reviewed)).toContain('reviews');
    expect(productTabs({ ...reviewed, isSecondHand: true })).not.toContain('reviews');
  });

  it('has guides only when posts about the groups exist, before the brand', () => {
    expect(productTabs(model)).not.toContain('guides');
    expect(productTabs(model, true)).toEqual([
      'description',
      'details',
      'availability',
      'guides',
      'brand',
    ]);
  });

  it('has no availability for gift cards and no brand for brand "-"', () => {
    expect(productTabs({ ...model, isGiftCard: true })).not.toContain('availability');
    const unbranded = { ...model, manufacturer: { ...model.manufacturer, name: '-' } };
    expect(productTabs(unbranded)).not.toContain('brand');
  });
});

describe('tabOfHash', () => {
  it("opens the hash's tab when the product has it", () => {
    expect(tabOfHash('#reviews', ['description', 'reviews'])).toBe('reviews');
    expect(tabOfHash('#reviews', ['description'])).toBeNull();
    expect(tabOfHash('', ['description'])).toBeNull();
  });
});
