import { EMPTY_CHECKOUT_FORM } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { clearCheckout } from './empty-cart';

describe('clearCheckout (platform §4)', () => {
  it('empties the cart, codes, form, campaign, post delivery and transfer request', () => {
    expect(clearCheckout()).toEqual({
      lines: [],
      discountCodes: [],
      giftCampaign: null,
      form: EMPTY_CHECKOUT_FORM,
      isPostDelivery: false,
      transferRequest: null,
    });
    expect(Object.values(EMPTY_CHECKOUT_FORM).every((value) => value === '')).toBe(true);
  });
});
