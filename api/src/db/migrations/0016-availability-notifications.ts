import { type Kysely, sql } from 'kysely';

/**
 * Back-in-stock requests (catalogue §4 Back-in-stock notifier, §7): an email address asks to
 * hear when one variant can be ordered again. One row per address and variant; `notified_at`
 * stays empty until the email is sent, which a later job does when stock returns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('availability_notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('variant_id', 'integer', (c) =>
      c.notNull().references('variants.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) =>
      c.notNull().check(sql`language in ('fi', 'sv', 'en', 'de', 'fr', 'ru')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .addUniqueConstraint('availability_notifications_email_variant', ['email', 'variant_id'])
    .execute();
  // The sending job looks requests up by variant; the unique index leads with the email.
  await db.schema
    .createIndex('availability_notifications_variant_id')
    .on('availability_notifications')
    .column('variant_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('availability_notifications').ifExists().execute();
}
