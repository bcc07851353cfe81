// Constants of the checkout contract without zod: the cart owner on every page reads them,
// and the schemas beside them stay out of the browser's first load.
import type { CheckoutFormValues } from './checkout-form.js';
import { MAX_LINE_AMOUNT, MAX_ORDER_LINES } from './order-limits.js';

/** Platform §3 `specialRequests`: free text for the shop. */
export const MAX_SPECIAL_REQUEST_LENGTH = 500;

/** Platform §4: the reason that sends the shopper to the pay-later confirm page. */
export const READ_ONLY_ORDER = 'READ_ONLY_ORDER';

/** The limits of a saved cart: those of an order. */
export const MAX_SAVED_CART_PRODUCTS = MAX_ORDER_LINES;
export const MAX_SAVED_CART_AMOUNT = MAX_LINE_AMOUNT;

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
