import type { CheckoutValidationResponse } from '@shop/shared-contracts';

/**
 * Platform §5: the client keeps only the discount codes the server echoed back, as the cart
 * discount code or as a payment event id (a gift card used to pay). Codes compare upper-case.
 */
export function keepEchoedCodes(
  codes: readonly string[],
  response: Pick<CheckoutValidationResponse, 'cart_discount' | 'payment_events'>,
): readonly string[] {
  const echoed = new Set<string>(response.payment_events.map((event) => event.payment_id));
  if (response.cart_discount) echoed.add(response.cart_discount.code);
  const upper = new Set([...echoed].map((code) => code.toUpperCase()));
  const kept = codes.filter((code) => upper.has(code.toUpperCase()));
  return kept.length === codes.length ? codes : kept;
}
