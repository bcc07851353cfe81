import type { ProductPrices } from '@shop/shared-contracts';

/** What the price box shows, in cents. */
export interface PriceDisplay {
  /** The price to pay. */
  readonly current: number;
  /** The struck-through reference price, when the current one is reduced. */
  readonly reference: number | null;
  readonly isClubPrice: boolean;
  /** Catalogue §6: the club price offered to a guest with a login link. */
  readonly clubTeaser: number | null;
}

/**
 * Catalogue §1, §6: club prices apply only to logged-in shoppers; guests see what everyone pays
 * and, for club-type prices, a teaser of the club price.
 */
export function priceDisplay(prices: ProductPrices, isLoggedIn: boolean): PriceDisplay {
  const reduced = (current: number) => (current < prices.regular ? prices.regular : null);
  if (prices.type === 'club' && prices.club !== null) {
    if (isLoggedIn) {
      return {
        current: prices.club,
        reference: prices.regular,
        isClubPrice: true,
        clubTeaser: null,
      };
    }
    return {
      current: prices.active,
      reference: reduced(prices.active),
      isClubPrice: false,
      clubTeaser: prices.club,
    };
  }
  return {
    current: prices.active,
    reference: reduced(prices.active),
    isClubPrice: false,
    clubTeaser: null,
  };
}
