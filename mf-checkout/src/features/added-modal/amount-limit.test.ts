import { MAX_LINE_AMOUNT } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { orderableLimit, readAmount } from './amount-limit';

describe('the added-to-cart dialog’s amount (catalogue §5)', () => {
  it('can be at most the stock’s max_amount, and never more than MAX_LINE_AMOUNT', () => {
    expect(orderableLimit(37)).toBe(37);
    expect(orderableLimit(null)).toBe(MAX_LINE_AMOUNT);
    expect(orderableLimit(MAX_LINE_AMOUNT + 5)).toBe(MAX_LINE_AMOUNT);
    expect(orderableLimit(0)).toBe(1);
  });

  it('says when more is typed than can be ordered instead of taking it', () => {
    expect(readAmount('50', 37)).toEqual({ amount: 37, isOverLimit: true });
    expect(readAmount('37', 37)).toEqual({ amount: 37, isOverLimit: false });
    expect(readAmount(' 2 ', 37)).toEqual({ amount: 2, isOverLimit: false });
    expect(readAmount('', 37)).toEqual({ amount: 1, isOverLimit: false });
    expect(readAmount('-3', 37)).toEqual({ amount: 1, isOverLimit: false });
  });
});
