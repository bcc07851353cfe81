import { describe, expect, it } from 'vitest';
import {
  clampAmount,
  formatGiftCardTotal,
  GIFT_CARD_AMOUNT,
  giftCardProblems,
  looksLikeNumber,
  parseAmount,
  stepAmount,
  stepperState,
} from './amount-rules';

describe('gift card amount (catalogue §5, platform §5)', () => {
  it('starts at 50 and steps by 10 between 0 and 10000', () => {
    expect(GIFT_CARD_AMOUNT.initial).toBe(50);
    expect(stepAmount(50, 1)).toBe(60);
    expect(stepAmount(50, -1)).toBe(40);
    expect(stepAmount(0, -1)).toBe(0);
    expect(stepAmount(10_000, 1)).toBe(10_000);
    expect(stepAmount(9_995, 1)).toBe(10_000);
  });
  it('clamps typed values and counts empty or non-numeric text as 0', () => {
    expect(clampAmount(-5)).toBe(0);
    expect(clampAmount(20_000)).toBe(10_000);
    expect(clampAmount(12.6)).toBe(13);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount(' 120 ')).toBe(120);
    expect(parseAmount('99999')).toBe(10_000);
  });
  it('blocks pasted text that does not look like a number', () => {
    expect(looksLikeNumber('150')).toBe(true);
    expect(looksLikeNumber('12,5')).toBe(true);
    expect(looksLikeNumber('1e5')).toBe(false);
    expect(looksLikeNumber('fifty')).toBe(false);
  });
  it('disables minus at the minimum and plus at the maximum', () => {
    expect(stepperState(0)).toEqual({ canDecrease: false, canIncrease: true });
    expect(stepperState(10_000)).toEqual({ canDecrease: true, canIncrease: false });
  });
  it('needs an amount above 0, and a recipient only where the card asks for one', () => {
    expect(giftCardProblems({ amount: 0, recipient: '' }, false)).toEqual(['amount']);
    expect(giftCardProblems({ amount: 50, recipient: '' }, false)).toEqual([]);
    expect(giftCardProblems({ amount: 50, recipient: ' ' }, true)).toEqual(['recipient']);
    expect(giftCardProblems({ amount: 50, recipient: 'Aino' }, true)).toEqual([]);
    expect(giftCardProblems({ amount: 55, recipient: '' }, false)).toEqual(['step']);
  });
  it('shows the total in euros, the currency the value is typed in', () => {
    expect(formatGiftCardTotal(50, 100, 'en')).toBe('€50');
    expect(formatGiftCardTotal(50, 100, 'fi')).toBe('50\u00a0€');
  });
});
