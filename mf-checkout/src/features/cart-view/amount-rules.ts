import { MAX_LINE_AMOUNT } from '@shop/shared-contracts';

/**
 * The most of a row that can be ordered (catalogue §5): the server's `max_amount` (the stock)
 * when it has one, and never more than an order line may hold (`MAX_LINE_AMOUNT`, which the
 * validation would refuse). At least 1, the least that can be bought.
 */
export function orderableMax(maxAmount: number | null): number {
  return Math.max(1, Math.min(maxAmount ?? MAX_LINE_AMOUNT, MAX_LINE_AMOUNT));
}

/** An amount asked for a row, bounded by what can be ordered. */
export interface OrderableAmount {
  /** The amount to keep: a whole number from 1 to the orderable maximum. */
  readonly amount: number;
  /**
   * The orderable maximum when more was asked, for the shopper to be told so ('Only 37 can be
   * ordered.') rather than see the number change silently; null when the amount fits.
   */
  readonly limit: number | null;
}

/**
 * Catalogue §5 / platform §5 numeric input: the amount typed (text) or asked (a number) as a
 * whole number from 1 to `orderableMax(maxAmount)`; anything that is not a number counts as 1.
 * More than can be ordered keeps the maximum and names it in `limit`. Shared by the cart's
 * amount field and the added-to-cart dialog.
 */
export function boundOrderableAmount(
  asked: string | number,
  maxAmount: number | null,
): OrderableAmount {
  const text = String(asked).trim();
  const value = Math.round(Number(text));
  const whole = Number.isFinite(value) && text !== '' ? value : 1;
  const max = orderableMax(maxAmount);
  if (whole > max) return { amount: max, limit: max };
  return { amount: Math.max(whole, 1), limit: null };
}

/** Catalogue §5: 'Available N pcs' shows when the amount is at the maximum or the maximum ≤ 5. */
export function showsAvailableNote(amount: number, max: number | null): boolean {
  return max !== null && (amount >= max || max <= 5);
}
