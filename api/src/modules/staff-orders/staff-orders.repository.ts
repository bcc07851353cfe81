import { type Insertable, sql } from 'kysely';
import type { I18n } from '../../db/schema.js';
import { TRANSFER_STORE_TYPES } from './staff-orders.rules.js';
import type {
  EnterpriseOrdersTable,
  StaffOrderDb,
  TransferDirection,
  TransferRequestLineAmountsTable,
} from './staff-orders.table.js';

/** The ids among `ids` of stores whose stock can be moved (the shop's own warehouses). */
export async function findTransferStoreIds(
  db: StaffOrderDb,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('stores')
    .select('id')
    .where('id', 'in', [...ids])
    .where('type', 'in', [...TRANSFER_STORE_TYPES])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The model names of the variants among `ids` that exist, by variant id. */
export async function findVariantNames(
  db: StaffOrderDb,
  ids: readonly number[],
): Promise<Map<number, I18n>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('variants as v')
    .innerJoin('product_models as m', 'm.id', 'v.model_id')
    .select(['v.id', 'm.name'])
    .where('v.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The transfer request a staff member made with a key, if the key was used. */
export function findTransferRequestByKey(db: StaffOrderDb, staffId: number, key: string) {
  return db
    .selectFrom('transfer_requests')
    .select(['id', 'number', 'status', 'request_hash'])
    .where('created_by', '=', staffId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function nextTransferNumber(trx: StaffOrderDb): Promise<string> {
  const { rows } = await sql<{
    number: string;
  }>`select nextval('transfer_request_number_seq')::text as number`.execute(trx);
  const number = rows[0]?.number;
  if (!number) throw new Error('transfer_request_number_seq gave no value');
  return number;
}

/**
 * Inserts the request unless the staff member's key is taken; undefined when it is. A
 * concurrent transaction with the same key waits on the unique key until this one ends, then
 * finds the row (undefined) or, after a rollback, inserts its own.
 */
export async function claimTransferRequest(
  trx: StaffOrderDb,
  row: {
    number: string;
    is_reserve_quantity: boolean;
    is_high_priority: boolean;
    created_by: number;
    idempotency_key: string;
    request_hash: string;
    created_at: Date;
  },
) {
  return trx
    .insertInto('transfer_requests')
    .values(row)
    .onConflict((conflict) => conflict.columns(['created_by', 'idempotency_key']).doNothing())
    .returning(['id', 'number', 'status'])
    .executeTakeFirst();
}

/** The request's stores of one direction, in the order given. */
export async function insertTransferStores(
  trx: StaffOrderDb,
  transferRequestId: number,
  direction: TransferDirection,
  storeIds: readonly number[],
): Promise<void> {
  await trx
    .insertInto('transfer_request_stores')
    .values(
      storeIds.map((storeId, position) => ({
        transfer_request_id: transferRequestId,
        direction,
        store_id: storeId,
        position,
      })),
    )
    .execute();
}

export async function insertTransferLine(
  trx: StaffOrderDb,
  line: { transfer_request_id: number; variant_id: number; amount: number; sort_order: number },
): Promise<number> {
  const row = await trx
    .insertInto('transfer_request_lines')
    .values(line)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertLineAmounts(
  trx: StaffOrderDb,
  rows: readonly Insertable<TransferRequestLineAmountsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('transfer_request_line_amounts')
    .values([...rows])
    .execute();
}

/**
 * Takes `amount` off a store's unblocked stock of a variant in one conditional update: the row
 * lock queues concurrent takers, and each re-checks `quantity >= amount` after the one before
 * it commits, so stock never goes below zero. False when there is not enough.
 */
export async function takeStoreStock(
  trx: StaffOrderDb,
  take: { variantId: number; storeId: number; amount: number },
): Promise<boolean> {
  const row = await trx
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '-', take.amount) }))
    .where('variant_id', '=', take.variantId)
    .where('store_id', '=', take.storeId)
    .where('blocked', '=', false)
    .where('quantity', '>=', take.amount)
    .returning('quantity')
    .executeTakeFirst();
  return row !== undefined;
}

/** A store's movable quantity of a variant now (0 when blocked or missing). */
export async function findStoreStock(
  db: StaffOrderDb,
  variantId: number,
  storeId: number,
): Promise<number> {
  const row = await db
    .selectFrom('stock')
    .select(['quantity', 'blocked'])
    .where('variant_id', '=', variantId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row && !row.blocked ? row.quantity : 0;
}

/** An organisation customer by id or email (lower case), with what an order needs. */
export function findCustomer(db: StaffOrderDb, by: { id?: number; email?: string }) {
  let query = db.selectFrom('customers').select(['id', 'email', 'is_org_user']);
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  if (by.email !== undefined) query = query.where('email', '=', by.email);
  return query.executeTakeFirst();
}

export async function insertEnterpriseOrder(
  trx: StaffOrderDb,
  row: Insertable<EnterpriseOrdersTable>,
): Promise<void> {
  await trx.insertInto('enterprise_orders').values(row).execute();
}

/** An enterprise order with what its response shows. */
export function findEnterpriseOrder(db: StaffOrderDb, orderId: number) {
  return db
    .selectFrom('enterprise_orders as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .innerJoin('customers as c', 'c.id', 'e.organisation_customer_id')
    .select([
      'o.order_number',
      'o.outcome_token',
      'o.currency_code',
      'o.lines_total',
      'o.delivery_total',
      'o.total',
      'e.reference',
      'c.email as customer_email',
    ])
    .where('e.order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}
