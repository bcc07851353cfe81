import { describe, expect, it } from 'vitest';
import { addDiscountCode, removeDiscountCode } from './discount-codes';

describe('discount codes (platform §4: case-insensitive and unique)', () => {
  it('keeps a code once whatever its case', () => {
    const codes = addDiscountCode(addDiscountCode([], 'Summer10'), ' sUMMER10 ');
    expect(codes).toEqual(['SUMMER10']);
  });

  it('keeps different codes in the order they were added', () => {
    expect(addDiscountCode(['SUMMER10'], 'club')).toEqual(['SUMMER10', 'CLUB']);
  });

  it('ignores an empty code', () => {
    const codes = ['SUMMER10'];
    expect(addDiscountCode(codes, '   ')).toBe(codes);
  });

  it('removes a code typed in another case', () => {
    expect(removeDiscountCode(['SUMMER10', 'CLUB'], 'summer10')).toEqual(['CLUB']);
  });
});
