import type { CardPrice } from '@shop/shared-contracts';

/** What a card's price shows, in euro cents. */
export type CardPriceShown =
  /** Everyone's price, with the club price beside it when there is one. */
  | { readonly isClubPrice: false; readonly main: number; readonly club: number | null }
  /** A logged-in member's club price, with what non-members pay as the secondary price. */
  | { readonly isClubPrice: true; readonly main: number; readonly nonMember: number };

/**
 * Catalogue §1, §4: the club price applies only to a logged-in shopper, so a member sees it as
 * the price when it is lower than what everyone pays, and that price as the secondary one.
 * Anyone else sees everyone's price and the club price offered beside it.
 */
export function cardPriceShown(price: CardPrice, isLoggedIn: boolean): CardPriceShown {
  if (isLoggedIn && price.club !== null && price.club < price.active) {
    return { isClubPrice: true, main: price.club, nonMember: price.active };
  }
  return { isClubPrice: false, main: price.active, club: price.club };
}
