import type { OrderStatus, PaymentState } from '../api/checkout.js';
import type { MessageLoaders } from '../i18n/message-catalog.js';
import { defineMessages } from './define-messages.js';

/** The six languages' labels of order statuses (catalogue §4) and payment states. */
export const orderStatusLoaders: MessageLoaders = {
  fi: () => import('../i18n/order-status/fi.js'),
  sv: () => import('../i18n/order-status/sv.js'),
  en: () => import('../i18n/order-status/en.js'),
  de: () => import('../i18n/order-status/de.js'),
  fr: () => import('../i18n/order-status/fr.js'),
  ru: () => import('../i18n/order-status/ru.js'),
};

/**
 * The `orderStatus` namespace: mf-checkout's order page and mf-account's order history label an
 * order's status and payment state alike.
 */
export const orderStatusMessages = defineMessages('orderStatus', orderStatusLoaders);

/** The `orderStatusMessages` key of an order status's label. */
export function orderStatusKey(status: OrderStatus): `status.${OrderStatus}` {
  return `status.${status}`;
}

/** The `orderStatusMessages` key of a payment state's label. */
export function paymentStateKey(state: PaymentState): `paymentState.${PaymentState}` {
  return `paymentState.${state}`;
}
