import type { PaymentState } from '@shop/shared-contracts';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, I18n } from '../../db/schema.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import type { OrderLinesTable, OrdersTable } from '../checkout/orders.table.js';
import type { OrderEvent, PlacementDb, StockReservationsTable } from './orders.table.js';

type Db = Kysely<Database>;

/**
 * What a delivery country decides for an order: tax area (prices) and, unless the shopper chose
 * another (`currency`), the currency it is charged in.
 */
export async function findOrderMarket(db: Db, country: string, currency: string | null) {
  return db
    .selectFrom('countries as c')
    .innerJoin('currencies as cur', (join) =>
      currency === null
        ? join.onRef('cur.code', '=', 'c.currency_code')
        : join.on('cur.code', '=', currency),
    )
    .select(['c.code', 'c.tax_area_id', 'c.is_enabled', 'cur.code as currency_code', 'cur.rate'])
    .where('c.code', '=', country)
    .executeTakeFirst();
}

/** The delivery methods of a country, with what the checkout form rules and totals need. */
export function findCountryDeliveryMethods(db: Db, country: string) {
  return db
    .selectFrom('delivery_methods')
    .select(['id', 'slug', 'kind', 'price', 'free_threshold'])
    .where(sql<boolean>`country_codes ? ${country}`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A variant as an order line needs it: its public model, texts and price in a tax area. */
export interface SaleVariant {
  readonly id: number;
  readonly modelId: number;
  readonly modelName: I18n;
  readonly colorName: I18n;
  readonly size: string;
  readonly type: string;
  readonly isOnOrder: boolean;
  readonly blockedCountries: readonly string[];
  /** Euro cents including the tax area's VAT: the price the shop sells at today. */
  readonly price: number;
}

/** The public variants among `ids` that have a price in the tax area; others are left out. */
export async function findSaleVariants(
  db: Db,
  ids: readonly number[],
  taxAreaId: number,
): Promise<Map<number, SaleVariant>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('variants as v')
    .innerJoin('product_models as m', 'm.id', 'v.model_id')
    .innerJoin('colors as c', 'c.id', 'v.color_id')
    .innerJoin('prices as p', (join) =>
      join.onRef('p.variant_id', '=', 'v.id').on('p.tax_area_id', '=', taxAreaId),
    )
    .select([
      'v.id',
      'v.model_id',
      'm.name as model_name',
      'c.name as color_name',
      'v.size',
      'v.type',
      'v.on_order',
      'm.blocked_countries',
      'p.active',
    ])
    .where('v.id', 'in', [...ids])
    .where('m.is_public', '=', true)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        modelId: row.model_id,
        modelName: row.model_name,
        colorName: row.color_name,
        size: row.size,
        type: row.type,
        isOnOrder: row.on_order,
        blockedCountries: row.blocked_countries,
        price: row.active,
      },
    ]),
  );
}

/** The idempotency key row of a caller, if the key was used. */
export function findIdempotencyKey(db: PlacementDb, scope: string, key: string) {
  return db
    .selectFrom('order_idempotency_keys')
    .select(['request_hash', 'order_id'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims a key for this transaction. A concurrent transaction claiming the same key waits on
 * the unique index until this one ends, then finds the row (false) or, after a rollback,
 * claims it itself.
 */
export async function claimIdempotencyKey(
  trx: PlacementDb,
  row: { scope: string; key: string; request_hash: string; created_at: Date },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('order_idempotency_keys')
    .values(row)
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function setIdempotencyKeyOrder(
  trx: PlacementDb,
  scope: string,
  key: string,
  orderId: number,
): Promise<void> {
  await trx
    .updateTable('order_idempotency_keys')
    .set({ order_id: orderId })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/**
 * Takes `amount` off the web store's unblocked stock in one conditional update: the row lock
 * makes concurrent takers queue, and each re-checks `quantity >= amount` after the one before
 * it commits, so stock never goes below zero. False when there is not enough.
 */
export async function takeWebStock(trx: PlacementDb, variantId: number, amount: number) {
  const row = await trx
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '-', amount) }))
    .where('variant_id', '=', variantId)
    .where('store_id', '=', WEB_STORE_ID)
    .where('blocked', '=', false)
    .where('quantity', '>=', amount)
    .returning('quantity')
    .executeTakeFirst();
  return row !== undefined;
}

/** The web store's sellable quantity of a variant now (0 when blocked or missing). */
export async function findWebStock(db: PlacementDb, variantId: number): Promise<number> {
  const row = await db
    .selectFrom('stock')
    .select(['quantity', 'blocked'])
    .where('variant_id', '=', variantId)
    .where('store_id', '=', WEB_STORE_ID)
    .executeTakeFirst();
  return row && !row.blocked ? row.quantity : 0;
}

export async function nextOrderNumber(trx: PlacementDb): Promise<string> {
  const { rows } = await sql<{
    number: string;
  }>`select nextval('order_number_seq')::text as number`.execute(trx);
  const number = rows[0]?.number;
  if (!number) throw new Error('order_number_seq gave no value');
  return number;
}

type NewOrder = Omit<Insertable<OrdersTable>, 'status' | 'payment_state' | 'updated_at'> & {
  created_at: Date;
};

export async function insertOrder(trx: PlacementDb, order: NewOrder): Promise<number> {
  const row = await trx
    .insertInto('orders')
    .values({ ...order, updated_at: order.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderLines(
  trx: PlacementDb,
  lines: readonly Insertable<OrderLinesTable>[],
): Promise<void> {
  await trx
    .insertInto('order_lines')
    .values([...lines])
    .execute();
}

export async function insertReservations(
  trx: PlacementDb,
  rows: readonly Insertable<StockReservationsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('stock_reservations')
    .values([...rows])
    .execute();
}

export async function insertOrderEvent(
  trx: PlacementDb,
  event: {
    order_id: number;
    event: OrderEvent;
    payment_state: PaymentState;
    note?: string;
    created_at: Date;
  },
): Promise<void> {
  await trx.insertInto('order_history').values(event).execute();
}

/** The order with this id, every column. */
export function findOrderById(db: PlacementDb, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** The order row, locked until the transaction ends, so two settlements cannot interleave. */
export function lockOrder(trx: PlacementDb, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'payment_state', 'discount_code'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** The order's held reservations, in variant order (the order placing locks stock rows in). */
export function findHeldReservations(db: PlacementDb, orderId: number) {
  return db
    .selectFrom('stock_reservations')
    .select(['id', 'variant_id', 'store_id', 'amount', 'expires_at'])
    .where('order_id', '=', orderId)
    .where('state', '=', 'held')
    .orderBy('variant_id')
    .orderBy('store_id')
    .execute();
}

/** Puts a reservation's amount back on the stock row it came from and marks it released. */
export async function returnReservedStock(
  trx: PlacementDb,
  reservation: { id: number; variant_id: number; store_id: number; amount: number },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '+', reservation.amount) }))
    .where('variant_id', '=', reservation.variant_id)
    .where('store_id', '=', reservation.store_id)
    .execute();
  await trx
    .updateTable('stock_reservations')
    .set({ state: 'released', settled_at: now })
    .where('id', '=', reservation.id)
    .execute();
}

export async function setPaymentState(
  trx: PlacementDb,
  orderId: number,
  paymentState: PaymentState,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ payment_state: paymentState, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

/** Orders with a held reservation past its deadline. */
export async function findExpiredReservationOrders(db: PlacementDb, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('stock_reservations')
    .select('order_id')
    .distinct()
    .where('state', '=', 'held')
    .where('expires_at', '<=', now)
    .orderBy('order_id')
    .execute();
  return rows.map((row) => row.order_id);
}

/** The earliest deadline of the order's held stock; null when it holds none. */
export async function findReservationDeadline(
  db: PlacementDb,
  orderId: number,
): Promise<Date | null> {
  const held = await findHeldReservations(db, orderId);
  const times = held.map((row) => new Date(row.expires_at).getTime());
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** How many unpaid orders an email address, or one address, placed since `since` (flood guards). */
export async function countPendingOrdersSince(
  db: PlacementDb,
  placer: { email: string } | { placedFrom: string },
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) =>
      'email' in placer
        ? eb('email', '=', placer.email)
        : eb('placed_from', '=', placer.placedFrom),
    )
    .where('payment_state', '=', 'pending')
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
