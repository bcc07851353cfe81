import { DEFAULT_CHECKOUT_OPTIONS, EMPTY_CHECKOUT_FORM } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { clearCheckout } from './empty-cart';

describe('clearCheckout (platform §4)', () => {
  it('empties the cart, codes, form, campaign, post delivery, transfer request and delivery options', () => {
    expect(clearCheckout()).toEqual({
      lines: [],
      discountCodes: [],
      giftCampaign: null,
      form: EMPTY_CHECKOUT_FORM,
      isPostDelivery: false,
      transferRequest: null,
      options: DEFAULT_CHECKOUT_OPTIONS,
    });
    expect(DEFAULT_CHECKOUT_OPTIONS).toEqual({
      specialRequest: '',
      isRepackSelected: false,
      isPikanoutoSelected: false,
      isDeliverySplittingSelected: false,
    });
    expect(Object.values(EMPTY_CHECKOUT_FORM).every((value) => value === '')).toBe(true);
  });
});
