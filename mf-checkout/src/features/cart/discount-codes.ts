import type { CheckoutError, CheckoutValidationResponse } from '@shop/shared-contracts';

/** Platform §4: codes are case-insensitive, so the cart keeps them in one case. */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Adds a code unless it is empty or already there in any case (platform §4: unique). */
export function addDiscountCode(codes: readonly string[], code: string): readonly string[] {
  const normal = normaliseDiscountCode(code);
  if (normal === '' || codes.includes(normal)) return codes;
  return [...codes, normal];
}

/** Removes a code however it is typed. */
export function removeDiscountCode(codes: readonly string[], code: string): readonly string[] {
  const normal = normaliseDiscountCode(code);
  return codes.includes(normal) ? codes.filter((kept) => kept !== normal) : codes;
}

/** What the server made of a code it was sent: kept (echoed), or refused and why if it said. */
export type CodeOutcome =
  | { readonly isKept: true }
  | { readonly isKept: false; readonly error: CheckoutError | null };

/**
 * The outcome for `code` of a validation that was sent `codesSent`, or null when that
 * validation was not sent it (the answer is still to come). Platform §5: a code is kept only
 * when it comes back as the cart discount or a gift card's payment; the reason for a refusal
 * is the error whose field is `discount_codes.N`, N the code's place in what was sent.
 */
export function findCodeOutcome(
  code: string,
  codesSent: readonly string[],
  response: Pick<CheckoutValidationResponse, 'cart_discount' | 'payment_events' | 'errors'>,
): CodeOutcome | null {
  const normal = normaliseDiscountCode(code);
  const index = codesSent.findIndex((sent) => normaliseDiscountCode(sent) === normal);
  if (index < 0) return null;
  const echoed = [
    response.cart_discount?.code,
    ...response.payment_events.map((event) => event.payment_id),
  ];
  if (echoed.some((echo) => echo !== undefined && normaliseDiscountCode(echo) === normal)) {
    return { isKept: true };
  }
  const field = `discount_codes.${index}`;
  return { isKept: false, error: response.errors.find((error) => error.field === field) ?? null };
}
