import type { OrderStatus, PaymentState } from '@shop/shared-contracts';
import type { PaymentStateKey, StatusKey } from '../../lib/order-messages';

/** The message key of an order status label (catalogue §4 order status labels). */
export function statusLabelKey(status: OrderStatus): StatusKey {
  return `status.${status}`;
}

/** The message key of a payment state. */
export function paymentStateKey(state: PaymentState): PaymentStateKey {
  return `paymentState.${state}`;
}
