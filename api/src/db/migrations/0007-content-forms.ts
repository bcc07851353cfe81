import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const id = (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity();
const required = (c: ColumnDefinitionBuilder) => c.notNull();
const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);
const order = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/**
 * The content area's own tables: what the corporate form and the newsletter sign-ups collect,
 * and the FAQ and experiences content.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('corporate_info_requests')
    .addColumn('id', 'integer', id)
    .addColumn('company_name', 'text', required)
    .addColumn('vat_number', 'text', required)
    .addColumn('contact_name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', required)
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', id)
    .addColumn('list', 'text', (c) => c.notNull().check(sql`list in ('corporate', 'forest')`))
    // Stored lower case so one address cannot subscribe twice in another case.
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('language', 'text', required)
    // The consent is the reason the row exists; when it was given is what has to be shown.
    .addColumn('consented_at', 'timestamptz', required)
    .addColumn('created_at', 'timestamptz', createdAt)
    .addUniqueConstraint('newsletter_subscriptions_list_email', ['list', 'email'])
    .execute();

  await db.schema
    .createTable('faq_categories')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', required)
    .addColumn('sort_order', 'integer', order)
    .execute();

  await db.schema
    .createTable('faq_questions')
    .addColumn('id', 'integer', id)
    .addColumn('category', 'text', (c) =>
      c.notNull().references('faq_categories.slug').onDelete('cascade'),
    )
    .addColumn('question', 'jsonb', required)
    .addColumn('answer', 'jsonb', required)
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', order)
    .execute();

  await db.schema
    .createTable('experiences')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'jsonb', required)
    .addColumn('summary', 'jsonb', required)
    .addColumn('content', 'jsonb', required)
    .addColumn('location', 'jsonb', required)
    .addColumn('duration', 'jsonb', required)
    .addColumn('season', 'jsonb', required)
    .addColumn('image', 'text', required)
    .addColumn('partner_manufacturer_id', 'integer', (c) =>
      c.references('manufacturers.id').onDelete('set null'),
    )
    .addColumn('sort_order', 'integer', order)
    .execute();
}

/** Drops in reverse creation order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'experiences',
    'faq_questions',
    'faq_categories',
    'newsletter_subscriptions',
    'corporate_info_requests',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
