import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const required = (c: ColumnDefinitionBuilder) => c.notNull();
const id = (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(false);
const emptyArray = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`'[]'::jsonb`);
const model = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('product_models.id').onDelete('cascade');
const variant = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('variants.id').onDelete('cascade');

/** Product models, variants, stock, prices, reviews, bundles and delivery methods. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('size_tables')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'jsonb', required)
    .addColumn('product_type', 'text', required)
    .addColumn('sizes', 'jsonb', required)
    .addColumn('rows', 'jsonb', required)
    .addColumn('info_text', 'jsonb', required)
    .addColumn('image', 'text')
    .addColumn('hide_image', 'boolean', flag)
    .execute();

  await db.schema
    .createTable('product_models')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique())
    .addColumn('model_number', 'text', required)
    .addColumn('manufacturer_id', 'integer', (c) => c.notNull().references('manufacturers.id'))
    .addColumn('main_group_id', 'integer', (c) => c.notNull().references('product_groups.id'))
    .addColumn('name', 'jsonb', required)
    .addColumn('tagline', 'jsonb', required)
    .addColumn('short_description', 'jsonb', required)
    .addColumn('long_description_html', 'jsonb', required)
    .addColumn('meta_description', 'jsonb', required)
    .addColumn('model_notice', 'jsonb')
    .addColumn('original_language', 'text', (c) => c.notNull().defaultTo('fi'))
    .addColumn('is_machine_translated', 'boolean', flag)
    .addColumn('tax_class', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_bundle', 'boolean', flag)
    .addColumn('campaign_only', 'boolean', flag)
    .addColumn('belongs_to_outlet', 'boolean', flag)
    .addColumn('is_extended_range', 'boolean', flag)
    .addColumn('is_multi_color', 'boolean', flag)
    .addColumn('is_gift_card', 'boolean', flag)
    .addColumn('is_second_hand', 'boolean', flag)
    .addColumn('second_hand_parent_id', 'integer', (c) => c.references('product_models.id'))
    .addColumn('promoted_colour', 'text')
    .addColumn('on_order', 'boolean', flag)
    .addColumn('show_discount_percentage', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('gender', 'text')
    .addColumn('tags', 'jsonb', emptyArray)
    .addColumn('shelf_codes', 'jsonb', emptyArray)
    .addColumn('sizetable_id', 'integer', (c) => c.references('size_tables.id'))
    .addColumn('quote', 'jsonb')
    .addColumn('blocked_countries', 'jsonb', emptyArray)
    .addColumn('allowed_delivery_methods', 'jsonb')
    .addColumn('price_ending', 'timestamptz')
    .addColumn('published_at', 'timestamptz', required)
    .addColumn('sold_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_average', 'numeric(4, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ski_wizard', 'jsonb')
    .execute();
  await db.schema
    .createIndex('product_models_manufacturer_idx')
    .on('product_models')
    .column('manufacturer_id')
    .execute();
  await db.schema
    .createIndex('product_models_main_group_idx')
    .on('product_models')
    .column('main_group_id')
    .execute();

  await db.schema
    .createTable('product_model_groups')
    .addColumn('model_id', 'integer', model)
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('product_groups.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_model_groups_pk', ['model_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('product_model_groups_group_idx')
    .on('product_model_groups')
    .column('group_id')
    .execute();

  await db.schema
    .createTable('model_properties')
    .addColumn('model_id', 'integer', model)
    .addColumn('property_id', 'integer', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('value', 'text', required)
    .addPrimaryKeyConstraint('model_properties_pk', ['model_id', 'property_id'])
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'integer', id)
    .addColumn('model_id', 'integer', model)
    .addColumn('color_id', 'integer', (c) => c.references('colors.id'))
    .addColumn('sort_order', 'integer', required)
    .addColumn('url', 'text', required)
    .addColumn('caption', 'jsonb', required)
    .execute();
  await db.schema
    .createIndex('product_images_model_idx')
    .on('product_images')
    .column('model_id')
    .execute();

  await db.schema
    .createTable('variants')
    .addColumn('id', 'integer', id)
    .addColumn('model_id', 'integer', model)
    .addColumn('color_id', 'integer', (c) => c.notNull().references('colors.id'))
    .addColumn('size', 'text', required)
    .addColumn('size_slug', 'text', required)
    .addColumn('size_sort', 'integer', required)
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Regular'))
    .addColumn('type_slug', 'text', (c) => c.notNull().defaultTo('regular'))
    .addColumn('type_sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('teksonumber', 'text', (c) => c.notNull().unique())
    .addColumn('ean', 'text', required)
    .addColumn('on_order', 'boolean', flag)
    .addColumn('shipping_days', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('incoming_date', 'timestamptz')
    .execute();
  await db.schema.createIndex('variants_model_idx').on('variants').column('model_id').execute();

  await db.schema
    .createTable('stock')
    .addColumn('variant_id', 'integer', variant)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('quantity', 'integer', required)
    .addColumn('blocked', 'boolean', flag)
    .addColumn('shelf_code', 'text')
    .addPrimaryKeyConstraint('stock_pk', ['variant_id', 'store_id'])
    .execute();
  await db.schema.createIndex('stock_store_idx').on('stock').column('store_id').execute();

  await db.schema
    .createTable('prices')
    .addColumn('variant_id', 'integer', variant)
    .addColumn('tax_area_id', 'integer', (c) => c.notNull().references('tax_areas.id'))
    .addColumn('regular', 'integer', required)
    .addColumn('active', 'integer', required)
    .addColumn('club', 'integer')
    .addColumn('discount_value', 'integer')
    .addColumn('discount_free', 'integer')
    .addColumn('outlet', 'integer')
    .addColumn('lowest_30d', 'integer')
    .addPrimaryKeyConstraint('prices_pk', ['variant_id', 'tax_area_id'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', id)
    .addColumn('model_id', 'integer', model)
    .addColumn('created_at', 'timestamptz', required)
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 0 and 10`))
    .addColumn('visible_name', 'text', required)
    .addColumn('comment', 'text', required)
    .addColumn('size', 'integer', (c) => c.check(sql`size in (2, 4, 6, 8, 10)`))
    .addColumn('language', 'text', required)
    .addColumn('images', 'jsonb', emptyArray)
    .addColumn('votes_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('votes_down', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('reviews_model_idx').on('reviews').column('model_id').execute();

  await db.schema
    .createTable('bundle_offers')
    .addColumn('id', 'integer', id)
    .addColumn('main_model_id', 'integer', model)
    .addColumn('name', 'jsonb', required)
    .addColumn('description', 'jsonb', required)
    .addColumn('discount_percent', 'integer', required)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('bundle_offers_main_model_idx')
    .on('bundle_offers')
    .column('main_model_id')
    .execute();

  await db.schema
    .createTable('bundle_offer_models')
    .addColumn('bundle_id', 'integer', (c) =>
      c.notNull().references('bundle_offers.id').onDelete('cascade'),
    )
    .addColumn('model_id', 'integer', model)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bundle_offer_models_pk', ['bundle_id', 'model_id'])
    .execute();

  await db.schema
    .createTable('delivery_methods')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'jsonb', required)
    .addColumn('kind', 'text', required)
    .addColumn('price', 'integer', required)
    .addColumn('free_threshold', 'integer')
    .addColumn('time_estimate', 'jsonb', required)
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('country_codes', 'jsonb', emptyArray)
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops in reverse creation order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'delivery_methods',
    'bundle_offer_models',
    'bundle_offers',
    'reviews',
    'prices',
    'stock',
    'variants',
    'product_images',
    'model_properties',
    'product_model_groups',
    'product_models',
    'size_tables',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
