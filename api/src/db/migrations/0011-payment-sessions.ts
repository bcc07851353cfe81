import { type Kysely, sql } from 'kysely';

// Frozen copies of the contract's lists: a migration must not change when the code does.
const PAYMENT_METHODS = ['card', 'klarna', 'paypal'];
const SESSION_STATES = ['open', 'approved', 'cancelled', 'failed'];
const LANGUAGES = ['fi', 'sv', 'en', 'de', 'fr', 'ru'];

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * Payment sessions (issue 8 point 6): one attempt to pay an order through the payment
 * provider, from the provider's page to its signed callback. An order may have several (the
 * shopper goes back and picks another method); only the first approved one pays it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    // 32 random bytes in hex: the id in the provider page's URL is the capability to pay.
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[0-9a-f]{64}$'`))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('method', 'text', (c) => c.notNull().check(inList('method', PAYMENT_METHODS)))
    // Euro cents: what was left to pay of the order (its total less gift cards) at the start.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    // The provider page's language and the outcome page's the shopper returns to.
    .addColumn('language', 'text', (c) => c.notNull().check(inList('language', LANGUAGES)))
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('open').check(inList('state', SESSION_STATES)),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    // Settled exactly when it left `open`.
    .addCheckConstraint('payment_sessions_settled', sql`(state = 'open') = (settled_at is null)`)
    .execute();
  await db.schema
    .createIndex('payment_sessions_order_idx')
    .on('payment_sessions')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_sessions').ifExists().execute();
}
