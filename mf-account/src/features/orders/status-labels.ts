import type { OrderStatus, PaymentState, ReturnStatus } from '@shop/shared-contracts';

/** The message key of an order status label (catalogue §4 order status labels). */
export function orderStatusKey(status: OrderStatus): `status.${OrderStatus}` {
  return `status.${status}`;
}

/** The message key of a return status label (catalogue §4 return status labels). */
export function returnStatusKey(status: ReturnStatus): `return.${ReturnStatus}` {
  return `return.${status}`;
}

/** The message key of a payment state. */
export function paymentStateKey(state: PaymentState): `paymentState.${PaymentState}` {
  return `paymentState.${state}`;
}
