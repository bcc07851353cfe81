import { MAX_LINE_AMOUNT } from '@shop/shared-contracts';

/**
 * The most of one row that can be ordered (catalogue §5): the stock's `max_amount` from the
 * validation, null when unlimited (on order), and never more than the contract's
 * `MAX_LINE_AMOUNT`; at least 1, the least that can be bought.
 */
export function orderableLimit(maxAmount: number | null): number {
  const limit = maxAmount === null ? MAX_LINE_AMOUNT : Math.min(maxAmount, MAX_LINE_AMOUNT);
  return Math.max(1, limit);
}

/**
 * A typed amount read against the limit: a whole number from 1, at most `limit`, and whether
 * more was typed than can be ordered, so the shopper is told instead of the amount changing
 * silently. Anything that is not a number counts as 1.
 */
export function readAmount(
  text: string,
  limit: number,
): { readonly amount: number; readonly isOverLimit: boolean } {
  const value = Math.round(Number(text.trim()));
  const whole = Number.isFinite(value) && text.trim() !== '' ? Math.max(value, 1) : 1;
  return whole > limit
    ? { amount: limit, isOverLimit: true }
    : { amount: whole, isOverLimit: false };
}
