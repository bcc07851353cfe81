import { describe, expect, it } from 'vitest';
import { validationResponse } from '../validation/test-response';
import { addDiscountCode, findCodeOutcome, removeDiscountCode } from './discount-codes';

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

describe('what the server made of a code (platform §5: only echoed codes stay)', () => {
  const answer = validationResponse({
    cart_discount: { code: 'SUMMER10', amount: 500 },
    errors: [
      { code: 'CODE_USED_UP', field: 'discount_codes.0', message: 'has been used up' },
      {
        code: 'CODE_MINIMUM_NOT_MET',
        field: 'discount_codes.2',
        message: 'needs more',
        amount: 50_000,
      },
    ],
  });
  const sent = ['OLD', 'SUMMER10', 'BIG'];

  it('finds a kept code in the echo, whatever its case', () => {
    expect(findCodeOutcome('summer10', sent, answer)).toEqual({ isKept: true });
  });

  it("finds a refused code's reason by its place in what was sent", () => {
    expect(findCodeOutcome('old', sent, answer)).toEqual({
      isKept: false,
      error: answer.errors[0],
    });
    expect(findCodeOutcome('BIG', sent, answer)).toMatchObject({
      isKept: false,
      error: { code: 'CODE_MINIMUM_NOT_MET', amount: 50_000 },
    });
    expect(findCodeOutcome('OTHER', [...sent, 'OTHER'], answer)).toEqual({
      isKept: false,
      error: null,
    });
  });

  it('has no outcome for a code the validation was not sent', () => {
    expect(findCodeOutcome('NEW', sent, answer)).toBeNull();
  });
});
