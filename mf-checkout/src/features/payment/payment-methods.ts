import type { CheckoutValidationResponse, PaymentMethod } from '@shop/shared-contracts';

/**
 * Platform §5: the pay-later checkout only when the server says so and there are no reasons;
 * the wallet likewise; card whenever the server offers it.
 */
export function offeredPaymentMethods(
  response: Pick<
    CheckoutValidationResponse,
    'payment_methods' | 'show_klarna' | 'paypal_checkout' | 'reason'
  >,
): PaymentMethod[] {
  const noReason = response.reason === null;
  return response.payment_methods.filter((method) => {
    if (method.kind === 'pay-later') return response.show_klarna && noReason;
    if (method.kind === 'wallet') return response.paypal_checkout && noReason;
    return true;
  });
}
