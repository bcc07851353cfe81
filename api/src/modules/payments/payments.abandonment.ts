import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockOrder } from '../orders/orders.repository.js';
import { withPlacementTables } from '../orders/orders.table.js';
import { releaseOrderStockIn } from '../orders/reservations.service.js';
import { findHoldingOrderActivity } from './payments.repository.js';
import { isPaymentAbandoned } from './payments.rules.js';
import { withPaymentTables } from './payments.table.js';

/**
 * Ends an unpaid order's hold early when its payment is abandoned at `now` (see
 * `isPaymentAbandoned`): its stock, gift card amounts and code use go back and the order is
 * cancelled, in one transaction. The order row is locked before the activity is read, as every
 * settlement locks it first, so a provider's approval either comes first (the order is paid
 * and nothing is released) or finds the order cancelled (and is refused, never charged).
 * Idempotent: a second call finds nothing pending. True when this call released the order.
 */
export async function releaseAbandonedPayment(
  db: Kysely<Database>,
  orderId: number,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const placement = withPlacementTables(trx);
    const order = await lockOrder(placement, orderId);
    if (order?.payment_state !== 'pending') return false;
    const [activity] = await findHoldingOrderActivity(withPaymentTables(trx), orderId);
    if (!activity || !isPaymentAbandoned(activity, now)) return false;
    return releaseOrderStockIn(placement, orderId, 'abandoned', now);
  });
}

/**
 * The sweep of abandoned payments: releases every order whose payment is abandoned at `now`,
 * long before its hold would run out. Returns how many it released. The app runs it every
 * minute; tests pass a clock of their own.
 */
export async function releaseAbandonedPayments(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const candidates = await findHoldingOrderActivity(withPaymentTables(db));
  let released = 0;
  for (const activity of candidates.filter((entry) => isPaymentAbandoned(entry, now))) {
    if (await releaseAbandonedPayment(db, activity.orderId, now)) released += 1;
  }
  return released;
}
