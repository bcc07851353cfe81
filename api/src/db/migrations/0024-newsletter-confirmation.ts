import { type Kysely, sql } from 'kysely';

/**
 * Issue 13: a newsletter sign-up is a double opt-in. A new address waits unconfirmed until the
 * emailed link is opened; the link's token is stored hashed only (SHA-256 hex, like the account
 * links). Subscriptions taken before this rule count as confirmed when their consent was given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirm_expires_at', 'timestamptz')
    .execute();
  await sql`update newsletter_subscriptions set confirmed_at = consented_at`.execute(db);
}

/** Without the columns every row would count as subscribed: unconfirmed sign-ups go first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from newsletter_subscriptions where confirmed_at is null`.execute(db);
  await db.schema
    .alterTable('newsletter_subscriptions')
    .dropColumn('confirm_expires_at')
    .dropColumn('confirm_token_hash')
    .dropColumn('confirmed_at')
    .execute();
}
