import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const required = (c: ColumnDefinitionBuilder) => c.notNull();
const id = (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity();
const emptyArray = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`'[]'::jsonb`);

/** Reference data: product groups, brands, colours, properties, stores, tax and markets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_groups')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.references('product_groups.id').onDelete('cascade'))
    .addColumn('slug', 'text', required)
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('depth', 'integer', required)
    .addColumn('kind', 'text', required)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_in_menu', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_navigation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('name', 'jsonb', required)
    .addColumn('short_name', 'jsonb', required)
    .addColumn('description', 'jsonb', required)
    .addColumn('meta_title', 'jsonb', required)
    .addColumn('meta_description', 'jsonb', required)
    .addColumn('filterable_properties', 'jsonb', emptyArray)
    .addColumn('group_sorting', 'text', (c) => c.notNull().defaultTo('most-popular'))
    .execute();
  await db.schema
    .createIndex('product_groups_parent_idx')
    .on('product_groups')
    .column('parent_id')
    .execute();

  await db.schema
    .createTable('product_group_links')
    .addColumn('id', 'integer', id)
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('product_groups.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', required)
    .addColumn('title', 'jsonb', required)
    .addColumn('image', 'text', required)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('manufacturers')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('logo', 'text', required)
    .addColumn('title', 'jsonb', required)
    .addColumn('description', 'jsonb', required)
    .addColumn('meta_description', 'jsonb', required)
    .addColumn('promo_images', 'jsonb', emptyArray)
    .addColumn('country_code', 'text', required)
    .execute();

  await db.schema
    .createTable('colors')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'jsonb', required)
    .addColumn('hex', 'text', required)
    .execute();

  await db.schema
    .createTable('property_types')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'jsonb', required)
    .addColumn('bg_color', 'text', required)
    .addColumn('text_color', 'text', required)
    .execute();

  await db.schema
    .createTable('properties')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'jsonb', required)
    .addColumn('unit', 'text')
    .addColumn('filter', 'text', (c) => c.notNull().check(sql`filter in ('range', 'checkbox')`))
    .addColumn('property_type_id', 'integer', (c) => c.references('property_types.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('type', 'text', required)
    .addColumn('city', 'text', required)
    .addColumn('address', 'text', required)
    .addColumn('postal_code', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('opening_hours', 'jsonb', required)
    .addColumn('description', 'jsonb', required)
    .addColumn('image', 'text', required)
    .addColumn('pikanouto', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('nouto', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stock_display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_web', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('tax_areas')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', required)
    .execute();

  await db.schema
    .createTable('tax_rates')
    .addColumn('tax_area_id', 'integer', (c) =>
      c.notNull().references('tax_areas.id').onDelete('cascade'),
    )
    .addColumn('tax_class', 'integer', required)
    .addColumn('rate_percent', 'numeric(5, 2)', required)
    .addPrimaryKeyConstraint('tax_rates_pk', ['tax_area_id', 'tax_class'])
    .execute();

  await db.schema
    .createTable('currencies')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('rate', 'numeric(14, 6)', required)
    .addColumn('format', 'text', required)
    .addColumn('decimals', 'integer', required)
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', required)
    .addColumn('currency_code', 'text', (c) => c.notNull().references('currencies.code'))
    .addColumn('tax_area_id', 'integer', (c) => c.notNull().references('tax_areas.id'))
    .addColumn('is_eu_member', 'boolean', required)
    .addColumn('is_enabled', 'boolean', required)
    .addColumn('delivery_days', 'jsonb', required)
    .addColumn('requires_customs_ack', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops in reverse creation order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'countries',
    'currencies',
    'tax_rates',
    'tax_areas',
    'stores',
    'properties',
    'property_types',
    'colors',
    'manufacturers',
    'product_group_links',
    'product_groups',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
