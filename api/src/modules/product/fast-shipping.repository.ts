import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A variant with what delivering it depends on, or undefined for an unknown id. */
export function findShippingVariant(db: Db, variantId: number) {
  return db
    .selectFrom('variants as v')
    .innerJoin('product_models as m', 'm.id', 'v.model_id')
    .select([
      'v.id',
      'v.on_order',
      'v.shipping_days',
      'm.is_public',
      'm.blocked_countries',
      'm.allowed_delivery_methods',
    ])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
}
export type ShippingVariantRow = NonNullable<Awaited<ReturnType<typeof findShippingVariant>>>;

/** The variant's stock rows with their store, in the stores' display order. */
export function findVariantStoreStock(db: Db, variantId: number) {
  return db
    .selectFrom('stock as s')
    .innerJoin('stores as st', 'st.id', 's.store_id')
    .select([
      's.quantity',
      's.blocked',
      'st.id as store_id',
      'st.slug',
      'st.name',
      'st.type',
      'st.is_web',
      'st.postal_code',
      'st.pikanouto',
      'st.nouto',
    ])
    .where('s.variant_id', '=', variantId)
    .orderBy('st.stock_display_order')
    .orderBy('st.id')
    .execute();
}
export type VariantStoreStockRow = Awaited<ReturnType<typeof findVariantStoreStock>>[number];
