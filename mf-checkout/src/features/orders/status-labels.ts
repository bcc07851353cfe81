import type { OrderStatus, PaymentState } from '@shop/shared-contracts';

/** The message key of an order status label (catalogue §4 order status labels). */
export function statusLabelKey(status: OrderStatus): `status.${OrderStatus}` {
  return `status.${status}`;
}

/** The message key of a payment state. */
export function paymentStateKey(state: PaymentState): `paymentState.${PaymentState}` {
  return `paymentState.${state}`;
}
