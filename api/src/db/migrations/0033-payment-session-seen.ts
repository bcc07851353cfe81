import type { Kysely } from 'kysely';

/**
 * When a payment session's provider page was last shown. An unpaid order whose shopper never
 * reached the provider's page, or left it idle, releases its held stock before the hold's end
 * (see `isPaymentAbandoned` in the payments module): the page view is the sign that someone is
 * paying.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sessions').addColumn('last_seen_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sessions').dropColumn('last_seen_at').execute();
}
