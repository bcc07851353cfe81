import { type Kysely, sql } from 'kysely';

/** The first transfer request number; staff read it out to the warehouses. */
const FIRST_TRANSFER_NUMBER = 500_001;

// Frozen copies of the contract's lists: a migration must not change when the code does.
const TRANSFER_STATUSES = ['open', 'done', 'cancelled'];
const DIRECTIONS = ['from', 'to'];

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * The staff features of the checkout (issue 8 point 7, platform §6): transfer requests between
 * warehouses with each row's amounts per source and destination store, and enterprise orders,
 * orders staff place for an organisation customer who is billed by invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence transfer_request_number_seq start with ${sql.lit(FIRST_TRANSFER_NUMBER)}`.execute(
    db,
  );

  // The idempotency key lives on the request itself: the unique key makes a concurrent repeat
  // wait for the first request's transaction and then find its row.
  await db.schema
    .createTable('transfer_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(inList('status', TRANSFER_STATUSES)),
    )
    // True when the picked amounts were taken off the sources' `stock.quantity` at creation.
    .addColumn('is_reserve_quantity', 'boolean', (c) => c.notNull())
    .addColumn('is_high_priority', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // SHA-256 of the validated request, so a reused key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('transfer_requests_key_unique', ['created_by', 'idempotency_key'])
    .execute();

  // The source (`from`) and destination (`to`) stores the request names, in the order given.
  await db.schema
    .createTable('transfer_request_stores')
    .addColumn('transfer_request_id', 'integer', (c) =>
      c.notNull().references('transfer_requests.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (c) => c.notNull().check(inList('direction', DIRECTIONS)))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transfer_request_stores_pk', [
      'transfer_request_id',
      'direction',
      'store_id',
    ])
    .execute();

  await db.schema
    .createTable('transfer_request_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('transfer_request_id', 'integer', (c) =>
      c.notNull().references('transfer_requests.id').onDelete('cascade'),
    )
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('transfer_request_lines_variant_unique', [
      'transfer_request_id',
      'variant_id',
    ])
    .execute();

  // Each line's amount per store: picked in a source (`from`), received by a destination (`to`).
  await db.schema
    .createTable('transfer_request_line_amounts')
    .addColumn('line_id', 'integer', (c) =>
      c.notNull().references('transfer_request_lines.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (c) => c.notNull().check(inList('direction', DIRECTIONS)))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addPrimaryKeyConstraint('transfer_request_line_amounts_pk', [
      'line_id',
      'direction',
      'store_id',
    ])
    .execute();

  // An order staff placed for an organisation customer: it is billed by invoice, so it has no
  // payment session; its stock was taken for good when it was placed.
  await db.schema
    .createTable('enterprise_orders')
    .addColumn('order_id', 'integer', (c) =>
      c.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('organisation_customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('staff_customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    // The customer's purchase-order number or other reference, for the invoice.
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('billing_accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('enterprise_orders_organisation_idx')
    .on('enterprise_orders')
    .column('organisation_customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enterprise_orders').ifExists().execute();
  await db.schema.dropTable('transfer_request_line_amounts').ifExists().execute();
  await db.schema.dropTable('transfer_request_lines').ifExists().execute();
  await db.schema.dropTable('transfer_request_stores').ifExists().execute();
  await db.schema.dropTable('transfer_requests').ifExists().execute();
  await sql`drop sequence if exists transfer_request_number_seq`.execute(db);
}
