import type { PaymentState } from '@shop/shared-contracts';
import type { Insertable } from 'kysely';
import type { OrderEvent } from '../orders/orders.table.js';
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
