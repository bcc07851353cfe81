import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * The account flows: emailed links (password reset, account deletion, activation), the outbox
 * that stands in for sending mail, reminder opt-outs and customer-service questions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // This shop sends no email: every message is kept here, so tests and staff can read it.
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbox_messages_recipient')
    .on('outbox_messages')
    .column('recipient')
    .execute();

  // Links sent to an existing account. Only the SHA-256 of a token is stored, like logins.
  await db.schema
    .createTable('customer_link_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('password-reset', 'account-deletion')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('customer_link_tokens_customer_id')
    .on('customer_link_tokens')
    .columns(['customer_id', 'purpose'])
    .execute();

  // A sign-up waiting for its activation link; the account row is made on activation, so an
  // unactivated address cannot log in and the login code needs no extra state.
  await db.schema
    .createTable('account_registrations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('activated_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('reminder_opt_outs')
    .addColumn('email', 'text', (c) => c.primaryKey().check(sql`email = lower(email)`))
    .addColumn('stopped_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('customer_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The key that signs stop-reminders links: random per database, never leaves the server.
  await db.schema
    .createTable('account_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  const key = randomBytes(32).toString('base64url');
  await sql`insert into account_secrets (name, value) values ('stop-reminders', ${key})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'account_secrets',
    'customer_questions',
    'reminder_opt_outs',
    'account_registrations',
    'customer_link_tokens',
    'outbox_messages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
