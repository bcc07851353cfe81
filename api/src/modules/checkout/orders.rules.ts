import { randomBytes } from 'node:crypto';
import type { OrderOutcome, PaymentState } from '@shop/shared-contracts';

/** Length of the outcome token: 32 url-safe characters carry 192 random bits. */
export const OUTCOME_TOKEN_LENGTH = 32;

/**
 * The page an order's payment leads to (platform §2 payment outcomes). A payment that is not
 * settled yet is `pending`: the order-process page keeps polling until it is.
 */
export function toOrderOutcome(paymentState: PaymentState): OrderOutcome {
  switch (paymentState) {
    case 'paid':
      return 'ok';
    case 'cancelled':
      return 'cancelled';
    case 'failed':
      return 'error';
    case 'address_required':
      return 'address';
    case 'pending':
      return 'pending';
  }
}

/** The payment-outcome slug of an order: `{orderNumber}/{token}`. */
export function toOrderSlug(order: { order_number: string; outcome_token: string }): string {
  return `${order.order_number}/${order.outcome_token}`;
}

/** Splits a slug the contract schema has already validated. */
export function parseOrderSlug(slug: string): { orderNumber: string; token: string } {
  const [orderNumber = '', token = ''] = slug.split('/');
  return { orderNumber, token };
}

/** A fresh unguessable outcome token (base64url of 24 random bytes). */
export function createOutcomeToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What a delivery method costs: free once the rows reach its threshold (platform §3). */
export interface DeliveryPricing {
  readonly price: number;
  readonly free_threshold: number | null;
}

/**
 * Totals of an order in euro cents, decided by the server (architecture rule 7): the rows'
 * sum plus delivery, which is free from the method's threshold on.
 */
export function computeOrderTotals(
  lines: readonly { amount: number; unit_price: number }[],
  delivery: DeliveryPricing,
): { lines_total: number; delivery_total: number; total: number } {
  const linesTotal = lines.reduce((sum, line) => sum + line.amount * line.unit_price, 0);
  const isFree = delivery.free_threshold !== null && linesTotal >= delivery.free_threshold;
  const deliveryTotal = isFree ? 0 : delivery.price;
  return {
    lines_total: linesTotal,
    delivery_total: deliveryTotal,
    total: linesTotal + deliveryTotal,
  };
}

/** The checkout form's fields an order row keeps (platform §3 Checkout form). */
export interface OrderContactForm {
  readonly delivery_location: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly address: string;
  readonly postal_code: string;
  readonly city: string;
  readonly phone: string;
}

/** The delivery and contact columns of an order row, from its checkout form. */
export function orderContactColumns(form: OrderContactForm) {
  return {
    delivery_location: form.delivery_location || null,
    first_name: form.first_name,
    last_name: form.last_name,
    address: form.address,
    postal_code: form.postal_code,
    city: form.city,
    phone: form.phone,
  };
}
