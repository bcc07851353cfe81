import {
  formatMoney,
  languageSchema,
  ORDER_NOT_FOUND_MESSAGE,
  type PaymentState,
  type StartPaymentResponse,
  type startPaymentRequestSchema,
} from '@shop/shared-contracts';
import type { Kysely, Transaction } from 'kysely';
import type * as z from 'zod';
import type { Database } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../lib/http-errors.js';
import { findOrderByNumber, findOrderSummary } from '../checkout/orders.repository.js';
import { parseOrderSlug, toOrderSlug } from '../checkout/orders.rules.js';
import { issuePurchasedGiftCards } from '../orders/gift-card-issue.js';
import { findOrderById, lockOrder, setPaymentState } from '../orders/orders.repository.js';
import { withPlacementTables } from '../orders/orders.table.js';
import { releaseOrderStockIn } from '../orders/reservations.service.js';
import { withStaffOrderTables } from '../staff-orders/staff-orders.table.js';
import { PAYMENT_PROVIDERS } from './payments.providers.js';
import {
  findSessionWithOrder,
  insertPaymentEvent,
  insertPaymentSession,
  keepHeldReservations,
  lockSessionState,
  markSessionSeen,
  settleSession,
} from './payments.repository.js';
import { createSessionId, isSameSecret, outcomeHref } from './payments.rules.js';
import { type PaymentResult, withPaymentTables } from './payments.table.js';

type Db = Kysely<Database>;

async function isEnterpriseOrder(db: Db, orderId: number): Promise<boolean> {
  const row = await withStaffOrderTables(db)
    .selectFrom('enterprise_orders')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}
type StartPaymentBody = z.output<typeof startPaymentRequestSchema>;
type Session = NonNullable<Awaited<ReturnType<typeof findSessionWithOrder>>>;

/** The one answer for any unknown order or wrong token, as the order lookups give. */
const orderNotFound = () => new NotFoundError('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);

/**
 * `POST /api/payments/`: opens a payment session for a pending order, for what is left to pay
 * of its total, and answers the provider's page. The order row is locked while the session is
 * written, so no settlement slips in between the check and the session.
 */
export async function startPayment(
  db: Db,
  body: StartPaymentBody,
  now = new Date(),
): Promise<StartPaymentResponse> {
  const { orderNumber, token } = parseOrderSlug(body.order);
  const order = await findOrderByNumber(db, orderNumber);
  if (!order || !isSameSecret(order.outcome_token, token)) throw orderNotFound();
  // The provider charges what the shopper was shown, in the shown currency (decision 0023).
  // An order's summary never changes once placed, so reading it before the lock is safe.
  const summary = await findOrderSummary(db, order, body.language_code);
  const sessionId = createSessionId();
  await db.transaction().execute(async (trx) => {
    const locked = await lockOrder(withPlacementTables(trx), order.id);
    if (!locked) throw orderNotFound();
    if (locked.payment_state !== 'pending') {
      throw new ConflictError(
        'ORDER_NOT_PENDING',
        `Order ${orderNumber} is ${locked.payment_state}: only a pending order can be paid.`,
      );
    }
    // An enterprise order is billed by invoice: a provider payment (and its cancel) is not for it.
    if (await isEnterpriseOrder(trx, order.id)) {
      throw new ConflictError(
        'ORDER_NOT_PENDING',
        `Order ${orderNumber} is an enterprise order billed by invoice: it is not paid here.`,
      );
    }
    await insertPaymentSession(withPaymentTables(trx), {
      id: sessionId,
      order_id: order.id,
      method: body.method,
      // What is left to pay: gift cards used at the checkout paid the rest already.
      amount: summary.charged,
      currency_code: summary.currency,
      language: body.language_code,
      created_at: now,
    });
  });
  return { redirect_url: PAYMENT_PROVIDERS[body.method].paymentPageUrl(sessionId) };
}

/** A session as its provider page shows it; undefined when there is no such session. */
export function findPaymentSession(db: Db, sessionId: string) {
  return findSessionWithOrder(withPaymentTables(db), sessionId);
}

/** Notes that a session's provider page was shown: a sign that its order is being paid. */
export function notePageShown(db: Db, sessionId: string, now = new Date()): Promise<void> {
  return markSessionSeen(withPaymentTables(db), sessionId, now);
}

/**
 * What a provider's report does to an open session's order, whose row the caller has locked.
 * Approved: the order is paid and its held stock kept. Cancelled or failed: the held stock goes
 * back exactly as any release puts it back (nothing happens to an order settled before).
 */
async function applyReport(
  trx: Transaction<Database>,
  session: Session,
  orderState: PaymentState,
  result: PaymentResult,
  now: Date,
): Promise<PaymentResult> {
  if (result !== 'approved') {
    await releaseOrderStockIn(withPlacementTables(trx), session.order_id, result, now);
    return result;
  }
  const payments = withPaymentTables(trx);
  if (orderState !== 'pending') {
    // The order was settled before the approval came: its hold expired and the stock went back
    // (perhaps to another shopper), or another session paid it. Marking it paid now could sell
    // stock the shop no longer has, or charge twice; so the order keeps its state, the session
    // ends as failed (a real provider would void the authorisation) and the shopper sees the
    // error page. The history keeps a trace for customer service.
    await insertPaymentEvent(payments, {
      order_id: session.order_id,
      event: 'payment-refused',
      payment_state: orderState,
      note: `${session.method} approval after the order was ${orderState}; not charged`,
      created_at: now,
    });
    return 'failed';
  }
  const placement = withPlacementTables(trx);
  await setPaymentState(placement, session.order_id, 'paid', now);
  const order = await findOrderById(placement, session.order_id);
  await issuePurchasedGiftCards(
    placement,
    {
      id: order.id,
      email: order.email,
      language: languageSchema.parse(order.language),
      orderNumber: order.order_number,
    },
    now,
  );
  await keepHeldReservations(payments, session.order_id, now);
  await insertPaymentEvent(payments, {
    order_id: session.order_id,
    event: 'payment-approved',
    payment_state: 'paid',
    note: `${session.method}, ${formatMoney(session.amount, session.currency_code, 'en')}`,
    created_at: now,
  });
  return 'approved';
}

/**
 * Settles a session on its provider's verified report in one transaction and answers the
 * outcome page to send the shopper to. The order row is locked first (as releases and expiries
 * lock it), so everything settling one order queues; only the first report of a session
 * changes anything, and a repeated or concurrent one leads to the same page as the first.
 */
export async function settlePayment(
  db: Db,
  report: { session: string; result: PaymentResult },
  now = new Date(),
): Promise<string> {
  const session = await findPaymentSession(db, report.session);
  if (!session) throw new NotFoundError('ORDER_NOT_FOUND', 'payment session not found');
  const state = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(withPlacementTables(trx), session.order_id);
    if (!order) throw orderNotFound();
    const current = await lockSessionState(withPaymentTables(trx), session.id);
    if (current !== 'open') return current;
    const result = await applyReport(trx, session, order.payment_state, report.result, now);
    await settleSession(withPaymentTables(trx), session.id, result, now);
    return result;
  });
  return outcomeHref(state, session.language, toOrderSlug(session));
}
