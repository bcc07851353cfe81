import { formatPrice, type Language } from '@shop/shared-contracts';

/** Catalogue §5 gift card amount: a number in steps of 10 between 0 and 10000, 50 by default. */
export const GIFT_CARD_AMOUNT = { min: 0, max: 10_000, step: 10, initial: 50 } as const;

/** Platform §5 numeric input: clamped between min and max, a whole number here. */
export function clampAmount(value: number): number {
  if (!Number.isFinite(value)) return GIFT_CARD_AMOUNT.min;
  return Math.min(GIFT_CARD_AMOUNT.max, Math.max(GIFT_CARD_AMOUNT.min, Math.round(value)));
}

/** Typed text as an amount; empty or non-numeric text counts as 0 (platform §5). */
export function parseAmount(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? 0 : clampAmount(value);
}

/** Platform §5: pasted text must look like a number, or it is blocked. */
export function looksLikeNumber(text: string): boolean {
  return /^\s*\d+([.,]\d+)?\s*$/.test(text);
}

/** Plus or minus one step from the current amount, clamped. */
export function stepAmount(current: number, direction: 1 | -1): number {
  return clampAmount(current + direction * GIFT_CARD_AMOUNT.step);
}

/** Platform §5: minus is disabled at the minimum, plus at the maximum. */
export function stepperState(amount: number): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: amount > GIFT_CARD_AMOUNT.min, canIncrease: amount < GIFT_CARD_AMOUNT.max };
}

/**
 * Why the card cannot be bought yet: no amount (the add button is disabled at 0), a value off
 * the steps of 10 (the checkout takes only those), or no recipient.
 */
export type GiftCardProblem = 'amount' | 'step' | 'recipient';

export function giftCardProblems(
  order: { amount: number; recipient: string },
  needsRecipient: boolean,
): GiftCardProblem[] {
  const problems: GiftCardProblem[] = [];
  if (order.amount <= 0) problems.push('amount');
  else if (order.amount % GIFT_CARD_AMOUNT.step !== 0) problems.push('step');
  if (needsRecipient && order.recipient.trim() === '') problems.push('recipient');
  return problems;
}

/**
 * The card's total as the form shows it: in euros, like the value typed in. A gift card's value
 * is a euro amount (catalogue §5), so it is never converted to the market's currency: the label
 * 'Value (€)' and the total always name the same currency.
 */
export function formatGiftCardTotal(amount: number, unitPrice: number, language: Language): string {
  return formatPrice(amount * unitPrice, { currencyCode: 'EUR', currencyRate: 1, language });
}
