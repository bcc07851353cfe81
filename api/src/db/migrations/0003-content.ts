import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const required = (c: ColumnDefinitionBuilder) => c.notNull();
const id = (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity();
const order = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const model = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('product_models.id').onDelete('cascade');

/** Blog, static pages and tabs, banners, keyword popups, campaigns and general settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bloggers')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', required)
    .addColumn('bio', 'jsonb', required)
    .addColumn('image', 'text', required)
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('blogger', 'text', (c) => c.notNull().references('bloggers.slug'))
    .addColumn('category', 'text', required)
    .addColumn('title', 'jsonb', required)
    .addColumn('excerpt', 'jsonb', required)
    .addColumn('body_html', 'jsonb', required)
    .addColumn('image', 'text', required)
    .addColumn('published_at', 'timestamptz', required)
    .execute();

  await db.schema
    .createTable('blog_post_groups')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('product_groups.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('blog_post_groups_pk', ['post_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('static_pages')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'jsonb', required)
    .addColumn('content', 'jsonb', required)
    .addColumn('has_tabs', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('static_page_tabs')
    .addColumn('id', 'integer', id)
    .addColumn('page_id', 'integer', (c) =>
      c.notNull().references('static_pages.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'integer', (c) =>
      c.references('static_page_tabs.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', required)
    .addColumn('title', 'jsonb', required)
    .addColumn('content', 'jsonb', required)
    .addColumn('sort_order', 'integer', order)
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'text', 'dynamic')`))
    .addColumn('title', 'text', required)
    .addColumn('image', 'text', required)
    .addColumn('heading', 'jsonb', required)
    .addColumn('sub_text', 'text', required)
    .addColumn('url', 'text', required)
    .addColumn('button_text', 'jsonb', required)
    .addColumn('crop_point', 'text', (c) => c.notNull().defaultTo('center'))
    .addColumn('sort_order', 'integer', order)
    .execute();

  await db.schema
    .createTable('keyword_popups')
    .addColumn('id', 'integer', id)
    .addColumn('keyword', 'jsonb', required)
    .addColumn('text', 'jsonb', required)
    .addColumn('url', 'text', required)
    .execute();

  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'jsonb', required)
    .addColumn('description', 'jsonb', required)
    .addColumn('image', 'text', required)
    .addColumn('is_club', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('starts_at', 'timestamptz', required)
    .addColumn('ends_at', 'timestamptz', required)
    .execute();

  await db.schema
    .createTable('campaign_models')
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('campaigns.id').onDelete('cascade'),
    )
    .addColumn('model_id', 'integer', model)
    .addPrimaryKeyConstraint('campaign_models_pk', ['campaign_id', 'model_id'])
    .execute();

  await db.schema
    .createTable('gift_campaign_categories')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'jsonb', required)
    .addColumn('description', 'jsonb', required)
    .addColumn('image', 'text', required)
    .execute();

  await db.schema
    .createTable('gift_campaign_category_models')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('gift_campaign_categories.id').onDelete('cascade'),
    )
    .addColumn('model_id', 'integer', model)
    .addPrimaryKeyConstraint('gift_campaign_category_models_pk', ['category_id', 'model_id'])
    .execute();

  await db.schema
    .createTable('gift_campaign_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('gift_campaign_categories.id').onDelete('cascade'),
    )
    .addColumn('company_name', 'text', required)
    .addColumn('expires_at', 'timestamptz', required)
    .addColumn('redeemed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('general_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', required)
    .execute();
}

/** Drops in reverse creation order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'general_settings',
    'gift_campaign_codes',
    'gift_campaign_category_models',
    'gift_campaign_categories',
    'campaign_models',
    'campaigns',
    'keyword_popups',
    'banners',
    'static_page_tabs',
    'static_pages',
    'blog_post_groups',
    'blog_posts',
    'bloggers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
