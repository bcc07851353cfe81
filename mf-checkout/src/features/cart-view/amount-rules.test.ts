import { MAX_LINE_AMOUNT } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { boundOrderableAmount, orderableMax, showsAvailableNote } from './amount-rules';

describe('row amounts (catalogue §5)', () => {
  it('keeps a whole number from 1 up; anything else counts as 1', () => {
    expect(boundOrderableAmount('3', 5)).toEqual({ amount: 3, limit: null });
    expect(boundOrderableAmount('0', 5)).toEqual({ amount: 1, limit: null });
    expect(boundOrderableAmount('-4', null)).toEqual({ amount: 1, limit: null });
    expect(boundOrderableAmount('2.6', null)).toEqual({ amount: 3, limit: null });
    expect(boundOrderableAmount('abc', 5)).toEqual({ amount: 1, limit: null });
    expect(boundOrderableAmount('', 5)).toEqual({ amount: 1, limit: null });
    expect(boundOrderableAmount('400', null)).toEqual({ amount: 400, limit: null });
  });

  it('names the maximum when more is typed or asked than the stock allows', () => {
    expect(boundOrderableAmount('40', 37)).toEqual({ amount: 37, limit: 37 });
    expect(boundOrderableAmount(38, 37)).toEqual({ amount: 37, limit: 37 });
    expect(boundOrderableAmount(37, 37)).toEqual({ amount: 37, limit: null });
  });

  it('never lets a row hold more than an order line may, stock or not', () => {
    expect(orderableMax(null)).toBe(MAX_LINE_AMOUNT);
    expect(orderableMax(5000)).toBe(MAX_LINE_AMOUNT);
    expect(orderableMax(0)).toBe(1);
    expect(boundOrderableAmount('5000', null)).toEqual({
      amount: MAX_LINE_AMOUNT,
      limit: MAX_LINE_AMOUNT,
    });
  });

  it("shows 'Available N pcs' at the maximum or when at most 5 are left", () => {
    expect(showsAvailableNote(2, 5)).toBe(true);
    expect(showsAvailableNote(8, 8)).toBe(true);
    expect(showsAvailableNote(2, 8)).toBe(false);
    expect(showsAvailableNote(2, null)).toBe(false);
  });
});
