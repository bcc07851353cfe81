import type { SkiWizardGroup } from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database, SkiWizardInfo } from '../../db/schema.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';

type Db = Kysely<Database>;

/**
 * The public models of a sport's wizard group (`ski_wizard`, platform §3): ids, their part in
 * the wizard and how well they sell. Gift cards and campaign-only models are never offered.
 */
export function findGroupModels(db: Db, sport: SkiWizardInfo['sport'], group: SkiWizardGroup) {
  return db
    .selectFrom('product_models as m')
    .select(['m.id', 'm.ski_wizard', 'm.sold_amount'])
    .where('m.is_public', '=', true)
    .where('m.is_gift_card', '=', false)
    .where('m.campaign_only', '=', false)
    .where(sql<string>`m.ski_wizard ->> 'sport'`, '=', sport)
    .where(sql<string>`m.ski_wizard ->> 'group'`, '=', group)
    .$narrowType<{ ski_wizard: SkiWizardInfo }>()
    .orderBy('m.sold_amount', 'desc')
    .orderBy('m.id')
    .execute();
}
export type GroupModelRow = Awaited<ReturnType<typeof findGroupModels>>[number];

/** The models of the variants, with their part in the wizard (null outside it). */
export function findVariantModels(db: Db, variantIds: readonly number[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('variants as v')
    .innerJoin('product_models as m', 'm.id', 'v.model_id')
    .select([
      'v.id as variant_id',
      'm.id',
      'm.ski_wizard',
      'm.sold_amount',
      'm.is_public',
      'm.is_gift_card',
      'm.campaign_only',
    ])
    .where('v.id', 'in', [...variantIds])
    .execute();
}

/**
 * The models' variants priced in the tax area, with colour, web stock (store 20, catalogue §9)
 * and prices; a variant without a price there cannot be sold there and is left out.
 */
export function findPricedVariants(db: Db, modelIds: readonly number[], taxAreaId: number) {
  if (modelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('variants as v')
    .innerJoin('colors as c', 'c.id', 'v.color_id')
    .innerJoin('prices as p', (join) =>
      join.onRef('p.variant_id', '=', 'v.id').on('p.tax_area_id', '=', taxAreaId),
    )
    .leftJoin('stock as s', (join) =>
      join.onRef('s.variant_id', '=', 'v.id').on('s.store_id', '=', WEB_STORE_ID),
    )
    .select([
      'v.id',
      'v.model_id',
      'c.name as color_name',
      'v.size',
      'v.size_sort',
      'v.type',
      'v.type_slug',
      'v.on_order',
      'v.shipping_days',
      'p.regular',
      'p.active',
      's.quantity',
      's.blocked',
    ])
    .where('v.model_id', 'in', [...modelIds])
    .orderBy('v.model_id')
    .orderBy('v.id')
    .execute();
}
export type PricedVariantRow = Awaited<ReturnType<typeof findPricedVariants>>[number];

/** What a wizard product shows of its model: names, brand, main group and first picture. */
export function findModelDetails(db: Db, modelIds: readonly number[]) {
  if (modelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_models as m')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .select([
      'm.id',
      'm.slug',
      'm.name',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'g.path as group_path',
      sql<string | null>`(select i.url from product_images i where i.model_id = m.id
        order by i.sort_order, i.id limit 1)`.as('image'),
    ])
    .where('m.id', 'in', [...modelIds])
    .execute();
}
export type ModelDetailRow = Awaited<ReturnType<typeof findModelDetails>>[number];
