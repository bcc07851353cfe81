import { type Kysely, sql } from 'kysely';

/**
 * One-time codes of the order lookup: a shopper without the order's link gets a code mailed to
 * the order's address and looks the order up with it. One code per order at a time (a new one
 * replaces it), kept as a hash, spent by its first right use or its last wrong one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_lookup_codes')
    .addColumn('order_id', 'integer', (c) =>
      c.primaryKey().references('orders.id').onDelete('cascade'),
    )
    // SHA-256 of the code in hex, so a database reader cannot look orders up with it.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries_left', 'integer', (c) => c.notNull().check(sql`tries_left >= 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_lookup_codes').ifExists().execute();
}
