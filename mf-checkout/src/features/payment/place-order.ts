import type {
  CartState,
  CheckoutFormValues,
  Language,
  PlaceOrderRequest,
} from '@shop/shared-contracts';

/**
 * The `POST /api/orders/` body for the cart and the filled form. Like validation, it names only
 * what is bought and where it goes; the server prices it again.
 */
export function toPlaceOrderRequest(
  cart: CartState,
  form: CheckoutFormValues,
  context: { readonly countryCode: string; readonly language: Language },
): PlaceOrderRequest {
  return {
    country_code: context.countryCode,
    language_code: context.language,
    lines: cart.lines
      .filter((line) => line.bundleId === undefined && line.giftCard === undefined)
      .map((line) => ({ variant_id: line.variantId, amount: line.amount })),
    form: { ...form },
  };
}

/** A key for one order attempt: kept for the attempt's retries, new for the next attempt. */
export function createIdempotencyKey(): string {
  return `order-${crypto.randomUUID()}`;
}
