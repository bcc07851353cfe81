import { timingSafeEqual } from 'node:crypto';
import {
  type Language,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderStatusResponse,
  type PayLaterConfirmResponse,
  type PayLaterProvider,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import {
  findOrderByNumber,
  findOrderByProviderOrderId,
  type OrderRow,
  toOrderResponse,
} from './orders.repository.js';
import { parseOrderSlug, toOrderOutcome, toOrderSlug } from './orders.rules.js';

type Db = Kysely<Database>;

/** The one answer for any unknown order, so responses never tell which part was wrong. */
const notFound = () => new NotFoundError('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);

function isSameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The order of an outcome slug, only when its token matches (compared in constant time). */
async function findBySlug(db: Db, slug: string): Promise<OrderRow> {
  const { orderNumber, token } = parseOrderSlug(slug);
  const row = await findOrderByNumber(db, orderNumber);
  if (!row || !isSameToken(row.outcome_token, token)) throw notFound();
  return row;
}

export async function getOrderBySlug(db: Db, slug: string, lang: Language) {
  return toOrderResponse(db, await findBySlug(db, slug), lang);
}

export async function getOrderStatus(db: Db, slug: string): Promise<OrderStatusResponse> {
  const row = await findBySlug(db, slug);
  return {
    orderNumber: row.order_number,
    status: row.status,
    paymentState: row.payment_state,
    outcome: toOrderOutcome(row.payment_state),
  };
}

/**
 * Platform §2 pay-later confirm: the provider sends the shopper back with its own order id,
 * which leads to the shop order's outcome page. Provider ids are random UUIDs, as unguessable
 * as the outcome token they unlock.
 */
export async function confirmPayLater(
  db: Db,
  provider: PayLaterProvider,
  providerOrderId: string,
): Promise<PayLaterConfirmResponse> {
  const row = await findOrderByProviderOrderId(db, provider, providerOrderId);
  if (!row)
    throw new NotFoundError('ORDER_NOT_FOUND', 'order not found for this pay-later order id');
  return { slug: toOrderSlug(row), outcome: toOrderOutcome(row.payment_state) };
}
