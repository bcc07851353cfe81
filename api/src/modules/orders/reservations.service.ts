import type { PaymentState } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  findExpiredReservationOrders,
  findHeldReservations,
  insertOrderEvent,
  lockOrder,
  returnReservedStock,
  setPaymentState,
} from './orders.repository.js';
import { type OrderEvent, type PlacementDb, withPlacementTables } from './orders.table.js';
import { returnRedemptions, withRedemptionTables } from './redemptions.repository.js';

/**
 * Why held stock goes back: the payment failed, the shopper cancelled, the shopper left the
 * payment (the caller decided that under the order's lock), or nobody paid in time.
 */
export type ReleaseReason = 'failed' | 'cancelled' | 'abandoned' | 'expired';

const OUTCOMES: Record<ReleaseReason, { paymentState: PaymentState; event: OrderEvent }> = {
  failed: { paymentState: 'failed', event: 'payment-failed' },
  cancelled: { paymentState: 'cancelled', event: 'payment-cancelled' },
  // An abandoned payment ends as cancelled: its outcome page says so if the shopper returns.
  abandoned: { paymentState: 'cancelled', event: 'payment-abandoned' },
  expired: { paymentState: 'cancelled', event: 'reservation-expired' },
};

/**
 * Puts an unpaid order's held stock, gift card amounts and discount code use back and records
 * why (issue 8 point 6). Only a pending payment is settled this way, once: the order row is locked, so a second call, a concurrent
 * expiry or a later payment outcome finds it settled and changes nothing. An expiry also
 * skips an order whose hold has not run out by `now`. True when this call settled the order.
 */
export async function releaseOrderStock(
  db: Kysely<Database>,
  orderId: number,
  reason: ReleaseReason,
  now = new Date(),
): Promise<boolean> {
  return withPlacementTables(db)
    .transaction()
    .execute((trx) => releaseOrderStockIn(trx, orderId, reason, now));
}

/**
 * `releaseOrderStock` inside a transaction the caller holds, so that the release commits or
 * rolls back with the caller's other writes (a payment session settled by the same callback).
 * `trx` must be a transaction: the order row's lock lasts until it ends.
 */
export async function releaseOrderStockIn(
  trx: PlacementDb,
  orderId: number,
  reason: ReleaseReason,
  now: Date,
): Promise<boolean> {
  const order = await lockOrder(trx, orderId);
  if (order?.payment_state !== 'pending') return false;
  const held = await findHeldReservations(trx, orderId);
  const isDue = held.every((row) => new Date(row.expires_at).getTime() <= now.getTime());
  if (reason === 'expired' && (held.length === 0 || !isDue)) return false;
  if (reason === 'abandoned' && held.length === 0) return false;
  for (const reservation of held) await returnReservedStock(trx, reservation, now);
  await returnRedemptions(withRedemptionTables(trx), order, now);
  const { paymentState, event } = OUTCOMES[reason];
  await setPaymentState(trx, orderId, paymentState, now);
  await insertOrderEvent(trx, {
    order_id: orderId,
    event,
    payment_state: paymentState,
    note: held.map((row) => `${row.amount} x variant ${row.variant_id}`).join(', '),
    created_at: now,
  });
  return true;
}

/**
 * The sweep of abandoned payments: releases every order whose held stock is past its deadline
 * at `now`. Returns how many orders it released. The app runs it every minute; tests pass a
 * clock of their own.
 */
export async function expireAbandonedReservations(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const orderIds = await findExpiredReservationOrders(withPlacementTables(db), now);
  let released = 0;
  for (const orderId of orderIds) {
    if (await releaseOrderStock(db, orderId, 'expired', now)) released += 1;
  }
  return released;
}
