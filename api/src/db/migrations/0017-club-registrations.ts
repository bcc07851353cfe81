import type { Kysely } from 'kysely';

/**
 * Joining the club (issue 12): a sign-up records whether the shopper agreed to marketing and
 * when the club terms were accepted, so the consent can be shown later. Sign-ups made before
 * (the seed's, tests') have no consent and no accepted terms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account_registrations')
    .addColumn('marketing_consent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('terms_accepted_at', 'timestamptz')
    .execute();
  // A new sign-up retires the address's earlier pending ones, found by email.
  await db.schema
    .createIndex('account_registrations_email')
    .on('account_registrations')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('account_registrations_email').ifExists().execute();
  await db.schema
    .alterTable('account_registrations')
    .dropColumn('marketing_consent')
    .dropColumn('terms_accepted_at')
    .execute();
}
