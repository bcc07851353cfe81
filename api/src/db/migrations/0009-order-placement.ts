import { type Kysely, sql } from 'kysely';

/** The first number a placed order gets; the seeded demo orders sit below it (1000101...). */
const FIRST_ORDER_NUMBER = 1_000_201;

/**
 * Placing orders (issue 8 point 6): order numbers, stock held for an order until its payment
 * settles, idempotency keys so a repeated request never makes a second order, the delivery
 * country of an order and the history of its payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence order_number_seq start with ${sql.lit(FIRST_ORDER_NUMBER)}`.execute(db);

  // Placing takes the amount off `stock.quantity` of the web store at once (so every reader of
  // stock sees what is left); a reservation remembers it, so a failed, cancelled or abandoned
  // payment can put it back exactly once.
  await db.schema
    .createTable('stock_reservations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('variant_id', 'integer', (c) =>
      c.notNull().references('variants.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // held: taken off stock; released: put back; kept: the payment settled and the goods ship.
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('held').check(sql`state in ('held', 'released', 'kept')`),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('stock_reservations_order_idx')
    .on('stock_reservations')
    .column('order_id')
    .execute();
  // The expiry sweep reads only held rows by their deadline.
  await db.schema
    .createIndex('stock_reservations_held_idx')
    .on('stock_reservations')
    .column('expires_at')
    .where(sql.ref('state'), '=', 'held')
    .execute();

  // One row per key and caller; the unique key makes a concurrent duplicate wait for the first
  // request's transaction and then find its order.
  await db.schema
    .createTable('order_idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('order_idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('country_code', 'text', (c) => c.references('countries.code'))
    .execute();

  await db.schema
    .createTable('order_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payment_state', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('order_history_order_idx')
    .on('order_history')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_history').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('country_code').execute();
  await db.schema.dropTable('order_idempotency_keys').ifExists().execute();
  await db.schema.dropTable('stock_reservations').ifExists().execute();
  await sql`drop sequence if exists order_number_seq`.execute(db);
}
