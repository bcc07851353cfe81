import type { Kysely } from 'kysely';

/**
 * Issue 13 point 2: counters of attempts that must hold across processes (failed logins per
 * account, order-lookup misses per email and address, question receipts per address). `key`
 * names what is counted, by a hash, never by the email or address itself; a row whose window
 * has ended counts as no row, and the sweep deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_window_ends_at')
    .on('attempt_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attempt_counters').ifExists().execute();
}
