import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_LINE_ERROR_CODES,
  type CheckoutError,
} from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import en from '../../messages/checkout/en';
import { describeCodeRefusal } from './code-refusal';

const error = (code: CheckoutError['code'], amount?: number): CheckoutError => ({
  code,
  field: 'discount_codes.0',
  message: 'in English for the log',
  ...(amount === undefined ? {} : { amount }),
});

// The errors about a code the shopper typed: all but the rows' and the delivery's.
const CODE_ERRORS = CHECKOUT_ERROR_CODES.filter(
  (code) =>
    !(CHECKOUT_LINE_ERROR_CODES as readonly string[]).includes(code) &&
    code !== 'UNKNOWN_DELIVERY_METHOD',
);

describe('why a code was refused', () => {
  it('gives every code error a text of its own', () => {
    const texts = CODE_ERRORS.map((code) => {
      const { key } = describeCodeRefusal(error(code), 'EUR', 'en');
      return (en as Record<string, string>)[key];
    });
    expect(texts.every((text) => typeof text === 'string' && text !== '')).toBe(true);
    expect(new Set(texts).size).toBe(CODE_ERRORS.length);
  });

  it("says a code's minimum in money, in the summary's currency and rounding (decision 0023)", () => {
    const minimum = describeCodeRefusal(error('CODE_MINIMUM_NOT_MET', 50_000), 'SEK', 'sv');
    expect(minimum.key).toBe('codes.minimum');
    // Whole kronor, no decimals (platform §9); Intl spaces with a no-break space.
    expect(minimum.values?.amount).toMatch(/^500\skr$/);
    expect(
      describeCodeRefusal(error('CODE_MINIMUM_NOT_MET', 4990), 'EUR', 'en').values?.amount,
    ).toBe('€49.90');
  });

  it('falls back to the code not applying when the server gave no reason', () => {
    expect(describeCodeRefusal(null, 'EUR', 'en')).toEqual({ key: 'codes.refused' });
  });
});
