import { type Kysely, sql } from 'kysely';

/** Customer accounts and the login tokens issued to them (platform §3 User, §4 Authentication). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // Logins match the email case-insensitively, so only the lower-case form is stored.
    .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text')
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_org_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('wishlist_model_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('voted_reviews', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cart_content', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"products":[]}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // Only the SHA-256 of a token is kept: a leaked table cannot be replayed as logins.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('access_tokens_customer_id')
    .on('access_tokens')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_tokens').ifExists().execute();
  await db.schema.dropTable('customers').ifExists().execute();
}
