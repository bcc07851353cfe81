import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The model row with its brand, or undefined for an unknown slug. */
export function findModelRow(db: Db, slug: string) {
  return db
    .selectFrom('product_models as m')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .select([
      'm.id',
      'm.slug',
      'm.name',
      'm.model_number',
      'm.tagline',
      'm.short_description',
      'm.meta_description',
      'm.long_description_html',
      'm.model_notice',
      'm.is_public',
      'm.campaign_only',
      'm.is_second_hand',
      'm.is_gift_card',
      'm.needs_recipient',
      'm.is_bundle',
      'm.on_order',
      'm.belongs_to_outlet',
      'm.blocked_countries',
      'm.price_ending',
      'm.quote',
      'm.original_language',
      'm.is_machine_translated',
      'm.second_hand_parent_id',
      'm.show_discount_percentage',
      'm.promoted_colour',
      'm.rating_average',
      'm.rating_count',
      'm.main_group_id',
      'g.path as group_path',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'b.logo as brand_logo',
      'b.country_code as brand_country',
    ])
    .where('m.slug', '=', slug)
    .executeTakeFirst();
}
export type ModelRow = NonNullable<Awaited<ReturnType<typeof findModelRow>>>;

/** A public model's name and path parts by id (a second-hand product's unused parent). */
export function findModelRef(db: Db, id: number) {
  return db
    .selectFrom('product_models as m')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .select(['m.slug', 'm.name', 'b.slug as brand_slug', 'g.path as group_path'])
    .where('m.id', '=', id)
    .where('m.is_public', '=', true)
    .executeTakeFirst();
}

/** The groups on the way to `path`: every prefix of it, top-level group first. */
export function findGroupLineage(db: Db, path: string) {
  const segments = path.split('/');
  const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  return db
    .selectFrom('product_groups')
    .select(['id', 'name', 'path'])
    .where('path', 'in', prefixes)
    .orderBy('depth')
    .execute();
}

/** Variants with colour and the prices of one tax area (null prices where it has none). */
function selectVariantRows(db: Db, taxAreaId: number) {
  return db
    .selectFrom('variants as v')
    .innerJoin('colors as c', 'c.id', 'v.color_id')
    .leftJoin('prices as p', (join) =>
      join.onRef('p.variant_id', '=', 'v.id').on('p.tax_area_id', '=', taxAreaId),
    )
    .select([
      'v.id',
      'v.model_id',
      'v.color_id',
      'c.slug as color_slug',
      'c.name as color_name',
      'c.hex as color_hex',
      'v.size',
      'v.size_slug',
      'v.size_sort',
      'v.type',
      'v.type_slug',
      'v.type_sort',
      'v.on_order',
      'v.shipping_days',
      'v.incoming_date',
      'p.regular',
      'p.active',
      'p.club',
      'p.discount_value',
      'p.discount_free',
      'p.lowest_30d',
    ]);
}

/** The model's variants with colour and the prices of one tax area (none if it has none). */
export function findVariantRows(db: Db, modelId: number, taxAreaId: number) {
  return selectVariantRows(db, taxAreaId)
    .where('v.model_id', '=', modelId)
    .orderBy('v.id')
    .execute();
}

/** The variants of several models (bundle offers' secondary models), by model then id. */
export function findVariantRowsOfModels(db: Db, modelIds: readonly number[], taxAreaId: number) {
  if (modelIds.length === 0) return Promise.resolve([]);
  return selectVariantRows(db, taxAreaId)
    .where('v.model_id', 'in', modelIds)
    .orderBy('v.model_id')
    .orderBy('v.id')
    .execute();
}
export type VariantRow = Awaited<ReturnType<typeof findVariantRows>>[number];

/** Stock rows of the variants with their store, in the stores' display order. */
export function findStockRows(db: Db, variantIds: readonly number[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock as s')
    .innerJoin('stores as st', 'st.id', 's.store_id')
    .select([
      's.variant_id',
      's.store_id',
      's.quantity',
      's.blocked',
      's.shelf_code',
      'st.slug',
      'st.name',
      'st.type',
      'st.is_web',
    ])
    .where('s.variant_id', 'in', variantIds)
    .orderBy('st.stock_display_order')
    .orderBy('st.id')
    .execute();
}
export type StockRow = Awaited<ReturnType<typeof findStockRows>>[number];

export function findImageRows(db: Db, modelId: number) {
  return db
    .selectFrom('product_images')
    .select(['color_id', 'url', 'caption'])
    .where('model_id', '=', modelId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The model's property values with the property's name, in the catalogue's property order. */
export function findPropertyRows(db: Db, modelId: number) {
  return db
    .selectFrom('model_properties as mp')
    .innerJoin('properties as p', 'p.id', 'mp.property_id')
    .select(['p.slug', 'p.name', 'p.unit', 'mp.value'])
    .where('mp.model_id', '=', modelId)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
}

/** Whether a tax area with that id exists. */
export async function taxAreaExists(db: Db, taxAreaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tax_areas')
    .select('id')
    .where('id', '=', taxAreaId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The public gift card models with their single variant and that variant's price. */
export function findGiftCardRows(db: Db, taxAreaId: number) {
  return (
    db
      .selectFrom('product_models as m')
      .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
      .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
      .innerJoin('variants as v', 'v.model_id', 'm.id')
      .innerJoin('prices as p', (join) =>
        join.onRef('p.variant_id', '=', 'v.id').on('p.tax_area_id', '=', taxAreaId),
      )
      .select([
        'm.id',
        'm.slug',
        'm.name',
        'm.short_description',
        'm.needs_recipient',
        'b.slug as brand_slug',
        'g.path as group_path',
        'v.id as variant_id',
        'p.active',
        sql<string | null>`(select i.url from product_images i where i.model_id = m.id
        order by i.sort_order, i.id limit 1)`.as('image'),
      ])
      .where('m.is_gift_card', '=', true)
      .where('m.is_public', '=', true)
      // One variant per card; the first if the data ever holds more.
      .distinctOn('m.id')
      .orderBy('m.id')
      .orderBy('v.id')
      .execute()
  );
}
