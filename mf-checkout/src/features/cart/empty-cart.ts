import {
  type CartState,
  DEFAULT_CHECKOUT_OPTIONS,
  EMPTY_CHECKOUT_FORM,
} from '@shop/shared-contracts';

/**
 * Platform §4: clearing the checkout empties the cart, the discount codes, the form, the gift
 * campaign, post delivery, the transfer request and the delivery options, which is everything the cart keeps.
 */
export function clearCheckout(): CartState {
  return {
    lines: [],
    discountCodes: [],
    giftCampaign: null,
    form: EMPTY_CHECKOUT_FORM,
    isPostDelivery: false,
    transferRequest: null,
    options: DEFAULT_CHECKOUT_OPTIONS,
  };
}
