import { describe, expect, it } from 'vitest';
import { cardPrice, offerFraction, priceType, type VariantPriceRow } from './catalogue.pricing.js';

const row = (fields: Partial<VariantPriceRow>): VariantPriceRow => ({
  regular: 10000,
  active: 10000,
  club: null,
  discountFree: null,
  lowest30d: null,
  ...fields,
});
const facts = { isOutlet: false, discountsAllowed: true };

describe('priceType (catalogue §4)', () => {
  it('is outlet for an outlet product whatever its prices', () => {
    expect(priceType(row({ active: 5000, club: 4000 }), { ...facts, isOutlet: true })).toBe(
      'outlet',
    );
  });

  it('is discount when active is below regular and no lower club price exists', () => {
    expect(priceType(row({ active: 8000 }), facts)).toBe('discount');
    expect(priceType(row({ active: 8000, club: 9000 }), facts)).toBe('discount');
  });

  it('is not discount when discounts are not allowed', () => {
    expect(priceType(row({ active: 8000 }), { ...facts, discountsAllowed: false })).toBe('normal');
  });

  it('is club when the club price is below active', () => {
    expect(priceType(row({ club: 9000 }), facts)).toBe('club');
    expect(priceType(row({ active: 8000, club: 7000 }), facts)).toBe('club');
  });

  it('is outdoor when active is below both the free-discount and the club price', () => {
    expect(priceType(row({ active: 7000, discountFree: 8000 }), facts)).toBe('outdoor');
    expect(priceType(row({ active: 7000, discountFree: 8000, club: 7500 }), facts)).toBe('outdoor');
    expect(priceType(row({ active: 7000, discountFree: 8000, club: 6500 }), facts)).toBe('club');
  });

  it('is normal otherwise', () => {
    expect(priceType(row({}), facts)).toBe('normal');
    expect(priceType(row({ club: 10000 }), facts)).toBe('normal');
  });
});

describe('cardPrice', () => {
  it('takes the cheapest variant and flags differing prices with from', () => {
    const result = cardPrice(
      [row({ active: 12000, regular: 12000 }), row({ active: 8000, club: 7000, lowest30d: 8000 })],
      facts,
    );
    expect(result).toEqual({
      price: { active: 8000, reference: 10000, club: 7000, type: 'club', lowest30d: 8000 },
      fromPrefix: true,
    });
  });

  it('has no reference price when nothing is reduced, and null without variants', () => {
    expect(cardPrice([row({}), row({})], facts)?.price.reference).toBeNull();
    expect(cardPrice([row({}), row({})], facts)?.fromPrefix).toBe(false);
    expect(cardPrice([], facts)).toBeNull();
  });
});

describe('offerFraction', () => {
  it('is the share taken off the reference price', () => {
    expect(
      offerFraction({
        active: 7500,
        reference: 10000,
        club: null,
        type: 'discount',
        lowest30d: null,
      }),
    ).toBe(0.25);
    expect(
      offerFraction({ active: 7500, reference: null, club: null, type: 'normal', lowest30d: null }),
    ).toBe(0);
  });
});
