import type { CardPrice, PriceType } from '@shop/shared-contracts';

/** One variant's price row in a tax area, in cents (catalogue §3 Prices per tax area). */
export interface VariantPriceRow {
  readonly regular: number;
  readonly active: number;
  readonly club: number | null;
  /** The 'free discount' price the outdoor price undercuts. */
  readonly discountFree: number | null;
  readonly lowest30d: number | null;
}

/** What the price-type rule needs besides the price row. */
export interface PriceFacts {
  readonly isOutlet: boolean;
  /** Whether the model may show itself as discounted (the model's discount flag). */
  readonly discountsAllowed: boolean;
}

/**
 * Catalogue §4 price type. Outlet if the product is outlet; outdoor if active is below both the
 * free-discount price and the club price; discount if active < regular, discounts are allowed
 * and no lower club price exists; club if club < active; otherwise normal. Outdoor is tested
 * before discount because an outdoor price is always below regular too: the more specific
 * reduction names the type.
 */
export function priceType(row: VariantPriceRow, facts: PriceFacts): PriceType {
  const hasLowerClub = row.club !== null && row.club < row.active;
  if (facts.isOutlet) return 'outlet';
  if (
    row.discountFree !== null &&
    row.active < row.discountFree &&
    (row.club === null || row.active < row.club)
  )
    return 'outdoor';
  if (row.active < row.regular && facts.discountsAllowed && !hasLowerClub) return 'discount';
  if (hasLowerClub) return 'club';
  return 'normal';
}

/** The card price of a model: its cheapest variant by active price (ties: lower regular). */
export function cardPrice(
  rows: readonly VariantPriceRow[],
  facts: PriceFacts,
): { price: CardPrice; fromPrefix: boolean } | null {
  const cheapest = [...rows].sort((a, b) => a.active - b.active || a.regular - b.regular)[0];
  if (!cheapest) return null;
  const fromPrefix = rows.some((row) => row.active !== cheapest.active);
  return {
    price: {
      active: cheapest.active,
      reference: cheapest.active < cheapest.regular ? cheapest.regular : null,
      club: cheapest.club !== null && cheapest.club < cheapest.active ? cheapest.club : null,
      type: priceType(cheapest, facts),
      lowest30d: cheapest.lowest30d,
    },
    fromPrefix,
  };
}

/** Catalogue §9 offers order: the discount fraction of the reference price, biggest first. */
export function offerFraction(price: CardPrice): number {
  if (price.reference === null || price.reference <= 0) return 0;
  return (price.reference - price.active) / price.reference;
}
