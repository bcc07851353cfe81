import type { ProductPrices } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price-display';

const base: ProductPrices = {
  active: 10000,
  regular: 10000,
  club: null,
  discount: null,
  lowest30d: null,
  type: 'normal',
  discountPercent: 0,
};

describe('priceDisplay (catalogue §4, §6)', () => {
  it('shows a normal price alone', () => {
    expect(priceDisplay(base, false)).toEqual({
      current: 10000,
      reference: null,
      isClubPrice: false,
      nonMemberPrice: null,
      clubTeaser: null,
    });
  });
  it('shows a discount against the regular price', () => {
    const prices = { ...base, active: 7990, discount: 7990, type: 'discount' as const };
    expect(priceDisplay(prices, false)).toMatchObject({ current: 7990, reference: 10000 });
  });
  it('gives club prices to logged-in shoppers and a teaser to guests', () => {
    const prices = { ...base, club: 8990, type: 'club' as const };
    expect(priceDisplay(prices, true)).toMatchObject({ current: 8990, isClubPrice: true });
    expect(priceDisplay(prices, false)).toMatchObject({ current: 10000, clubTeaser: 8990 });
  });

  it('shows a member the club price first and what non-members pay second (catalogue §1)', () => {
    const prices = { ...base, club: 8990, type: 'club' as const };
    expect(priceDisplay(prices, true)).toEqual({
      current: 8990,
      reference: null,
      isClubPrice: true,
      nonMemberPrice: 10000,
      clubTeaser: null,
    });
  });
  it('gives a member a lower club price whatever the price type says', () => {
    const outlet = { ...base, active: 9000, club: 8500, type: 'outlet' as const };
    expect(priceDisplay(outlet, true)).toMatchObject({
      current: 8500,
      isClubPrice: true,
      nonMemberPrice: 9000,
      reference: 10000,
    });
    expect(priceDisplay(outlet, false)).toMatchObject({ current: 9000, clubTeaser: null });
  });
  it('keeps everyone’s price for a member when the club price is not lower', () => {
    const prices = { ...base, club: 10000 };
    expect(priceDisplay(prices, true)).toMatchObject({ current: 10000, isClubPrice: false });
  });
});
