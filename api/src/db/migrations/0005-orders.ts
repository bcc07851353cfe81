import { type Kysely, sql } from 'kysely';

// Frozen copies of the contract's lists: a migration must not change when the code does.
const ORDER_STATUSES = [
  'processing',
  'transfer_to_packing',
  'ready_for_packing',
  'skis_in_installation',
  'shipped',
  'transported_to_pickuplocation',
  'ready_for_pick_up',
  'order_cancellation_requested',
  'manual_cancellation',
];
const PAYMENT_STATES = ['pending', 'paid', 'cancelled', 'failed', 'address_required'];

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/** Placed orders and their rows (catalogue §4 order status labels, platform §2 outcomes). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_number', 'text', (c) =>
      c.notNull().unique().check(sql`order_number ~ '^[0-9]{4,12}$'`),
    )
    // The secret half of the payment-outcome slug; without it the order number alone opens
    // nothing.
    .addColumn('outcome_token', 'text', (c) =>
      c.notNull().unique().check(sql`outcome_token ~ '^[A-Za-z0-9_-]{32}$'`),
    )
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('processing').check(inList('status', ORDER_STATUSES)),
    )
    .addColumn('payment_state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(inList('payment_state', PAYMENT_STATES)),
    )
    .addColumn('currency_code', 'text', (c) => c.notNull().references('currencies.code'))
    // The rate the order was charged at; later rate changes must not change a placed order.
    .addColumn('currency_rate', 'numeric(14, 6)', (c) => c.notNull().check(sql`currency_rate > 0`))
    .addColumn('tax_area_id', 'integer', (c) => c.notNull().references('tax_areas.id'))
    .addColumn('delivery_method_id', 'integer', (c) =>
      c.notNull().references('delivery_methods.id'),
    )
    .addColumn('delivery_location', 'text')
    // Totals in euro cents including VAT, decided by the server (architecture rule 7).
    .addColumn('lines_total', 'integer', (c) => c.notNull().check(sql`lines_total >= 0`))
    .addColumn('delivery_total', 'integer', (c) => c.notNull().check(sql`delivery_total >= 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('pay_later_provider', 'text', (c) =>
      c.check(sql`pay_later_provider is null or pay_later_provider in ('klarna')`),
    )
    .addColumn('provider_order_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'orders_provider_pair',
      sql`(pay_later_provider is null) = (provider_order_id is null)`,
    )
    .addUniqueConstraint('orders_provider_order_unique', [
      'pay_later_provider',
      'provider_order_id',
    ])
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').column('customer_id').execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    // Kept when the product goes: the name and price snapshots still describe the row.
    .addColumn('model_id', 'integer', (c) => c.references('product_models.id').onDelete('set null'))
    .addColumn('variant_id', 'integer', (c) => c.references('variants.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variant_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('order_lines_order_idx')
    .on('order_lines')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_lines').ifExists().execute();
  await db.schema.dropTable('orders').ifExists().execute();
}
