import type { CartState, CheckoutFormValues } from '@shop/shared-contracts';

/** The checkout form before the shopper has typed anything (platform §3 Checkout form). */
export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  delivery_method: '',
  delivery_location: '',
  seller_name: '',
  seller_number: '',
  first_name: '',
  last_name: '',
  address: '',
  postal_code: '',
  city: '',
  phone: '',
  email: '',
};

/**
 * Platform §4: clearing the checkout empties the cart, the discount codes, the form, the gift
 * campaign, post delivery and the transfer request, which is everything the cart keeps.
 */
export function clearCheckout(): CartState {
  return {
    lines: [],
    discountCodes: [],
    giftCampaign: null,
    form: EMPTY_CHECKOUT_FORM,
    isPostDelivery: false,
    transferRequest: null,
  };
}
