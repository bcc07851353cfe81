import type { CheckoutFormValues } from './checkout-form.js';
/** Platform §3 `specialRequests`: free text for the shop. */
export declare const MAX_SPECIAL_REQUEST_LENGTH = 500;
/** Platform §4: the reason that sends the shopper to the pay-later confirm page. */
export declare const READ_ONLY_ORDER = "READ_ONLY_ORDER";
/**
 * The limits of a saved cart: those of an order (`MAX_ORDER_LINES`, `MAX_LINE_AMOUNT` and the
 * gift-card face value in orders.ts and checkout-validation.ts), repeated here so the session's
 * bundle, which reads the customer, does not load the order schemas.
 */
export declare const MAX_SAVED_CART_PRODUCTS = 100;
export declare const MAX_SAVED_CART_AMOUNT = 999;
/** The checkout form before the shopper has typed anything (platform §3 Checkout form). */
export declare const EMPTY_CHECKOUT_FORM: CheckoutFormValues;
