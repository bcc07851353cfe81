import type { ProductPrices } from '@shop/shared-contracts';

/** What the price box shows, in cents. */
export interface PriceDisplay {
  /** The price to pay. */
  readonly current: number;
  /** The struck-through reference price, when the price everyone pays is reduced. */
  readonly reference: number | null;
  readonly isClubPrice: boolean;
  /** With a member's club price: what non-members pay, shown as the secondary price. */
  readonly nonMemberPrice: number | null;
  /** Catalogue §6: the club price offered to a guest with a login link. */
  readonly clubTeaser: number | null;
}

/**
 * Catalogue §1, §6: club prices apply only to logged-in shoppers, who pay the club price
 * whenever it is lower than what everyone pays (whatever the price type says of the variant)
 * and see that price as the secondary one; guests see what everyone pays and, for club-type
 * prices, a teaser of the club price.
 */
export function priceDisplay(prices: ProductPrices, isLoggedIn: boolean): PriceDisplay {
  const reference = prices.active < prices.regular ? prices.regular : null;
  if (isLoggedIn && prices.club !== null && prices.club < prices.active) {
    return {
      current: prices.club,
      reference,
      isClubPrice: true,
      nonMemberPrice: prices.active,
      clubTeaser: null,
    };
  }
  const isTeased = !isLoggedIn && prices.type === 'club' && prices.club !== null;
  return {
    current: prices.active,
    reference,
    isClubPrice: false,
    nonMemberPrice: null,
    clubTeaser: isTeased ? prices.club : null,
  };
}
