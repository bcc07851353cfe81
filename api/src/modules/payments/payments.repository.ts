import type { PaymentState } from '@shop/shared-contracts';
import { type Insertable, sql } from 'kysely';
import type { OrderEvent } from '../orders/orders.table.js';
import type { PaymentActivity } from './payments.rules.js';
import type { PaymentDb, PaymentResult, PaymentSessionsTable } from './payments.table.js';

export async function insertPaymentSession(
  trx: PaymentDb,
  session: Insertable<PaymentSessionsTable>,
): Promise<void> {
  await trx.insertInto('payment_sessions').values(session).execute();
}

/** A session with what its provider page and outcome page show of the order. */
export function findSessionWithOrder(db: PaymentDb, sessionId: string) {
  return db
    .selectFrom('payment_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select([
      's.id',
      's.order_id',
      's.method',
      's.amount',
      's.currency_code',
      's.language',
      's.state',
      'o.order_number',
      'o.outcome_token',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** The session's state, its row locked until the transaction ends. */
export async function lockSessionState(trx: PaymentDb, sessionId: string) {
  const row = await trx
    .selectFrom('payment_sessions')
    .select('state')
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.state;
}

export async function settleSession(
  trx: PaymentDb,
  sessionId: string,
  result: PaymentResult,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('payment_sessions')
    .set({ state: result, settled_at: now })
    .where('id', '=', sessionId)
    .execute();
}

/** A paid order's held stock stays taken: the goods leave with the order. */
export async function keepHeldReservations(
  trx: PaymentDb,
  orderId: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('stock_reservations')
    .set({ state: 'kept', settled_at: now })
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .execute();
}

export async function insertPaymentEvent(
  trx: PaymentDb,
  event: {
    order_id: number;
    event: Extract<OrderEvent, 'payment-approved' | 'payment-refused'>;
    payment_state: PaymentState;
    note: string;
    created_at: Date;
  },
): Promise<void> {
  await trx.insertInto('order_history').values(event).execute();
}

/** Notes that an open session's provider page was shown now: the shopper is paying. */
export async function markSessionSeen(db: PaymentDb, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('payment_sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('state', '=', 'open')
    .execute();
}

/**
 * The payment activity of each unpaid order that still holds stock (all of them, or the one
 * with `orderId`): what decides whether its payment is abandoned.
 */
export async function findHoldingOrderActivity(
  db: PaymentDb,
  orderId?: number,
): Promise<(PaymentActivity & { orderId: number })[]> {
  let query = db
    .selectFrom('orders as o')
    .leftJoin('payment_sessions as s', 's.order_id', 'o.id')
    .select((eb) => [
      'o.id',
      'o.created_at',
      eb.fn.max('s.created_at').as('last_started_at'),
      eb.fn.max('s.last_seen_at').as('last_seen_at'),
    ])
    .where('o.payment_state', '=', 'pending')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('stock_reservations as r')
          .select(sql.lit(1).as('one'))
          .whereRef('r.order_id', '=', 'o.id')
          .where('r.state', '=', 'held'),
      ),
    )
    .groupBy(['o.id', 'o.created_at'])
    .orderBy('o.id');
  if (orderId !== undefined) query = query.where('o.id', '=', orderId);
  const rows = await query.execute();
  const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    orderId: row.id,
    placedAt: new Date(row.created_at),
    lastStartedAt: toDate(row.last_started_at),
    lastSeenAt: toDate(row.last_seen_at),
  }));
}
