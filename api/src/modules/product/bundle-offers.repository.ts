import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The bundle offers whose main product is `modelId`, in their display order. */
export function findBundleOfferRows(db: Db, modelId: number) {
  return db
    .selectFrom('bundle_offers')
    .select(['id', 'name', 'description', 'discount_percent'])
    .where('main_model_id', '=', modelId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
export type BundleOfferRow = Awaited<ReturnType<typeof findBundleOfferRows>>[number];

/**
 * The secondary models of the offers, each with what its card needs. Only public models that are
 * not gift cards can be sold in a bundle; an offer missing one is not offered (the service drops
 * it), rather than sold without it.
 */
export function findBundleMemberRows(db: Db, offerIds: readonly number[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bundle_offer_models as bm')
    .innerJoin('product_models as m', 'm.id', 'bm.model_id')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .select([
      'bm.bundle_id',
      'm.id',
      'm.slug',
      'm.name',
      'm.is_public',
      'm.is_gift_card',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'g.path as group_path',
      sql<string | null>`(select i.url from product_images i where i.model_id = m.id
        order by i.sort_order, i.id limit 1)`.as('image'),
    ])
    .where('bm.bundle_id', 'in', offerIds)
    .orderBy('bm.bundle_id')
    .orderBy('bm.sort_order')
    .orderBy('m.id')
    .execute();
}
export type BundleMemberRow = Awaited<ReturnType<typeof findBundleMemberRows>>[number];
