import type { Gender, Language } from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database, I18n } from '../../db/schema.js';

/** Which models a list holds, before cards are built; every variant is public. */
export type ModelFilter =
  | { readonly kind: 'group'; readonly groupId: number }
  | { readonly kind: 'manufacturers'; readonly manufacturerIds: readonly number[] }
  | { readonly kind: 'campaign'; readonly campaignId: number }
  | { readonly kind: 'club'; readonly taxAreaId: number }
  | { readonly kind: 'search'; readonly words: readonly string[]; readonly language: Language }
  | { readonly kind: 'newest'; readonly limit: number }
  | { readonly kind: 'second-hand' }
  | { readonly kind: 'models'; readonly ids: readonly number[] };

/** How the ids come back: most sold first, or newest first. */
export type ModelOrder = 'most-sold' | 'newest';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Ids of the public models a filter selects, in `order`. Campaign-only models (sold through gift
 * campaigns) appear only in lists that name them: campaigns and explicit ids.
 */
export async function selectModelIds(
  db: Kysely<Database>,
  filter: ModelFilter,
  genders: readonly Gender[] | undefined,
  order: ModelOrder,
): Promise<number[]> {
  let query = db
    .selectFrom('product_models as m')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .select('m.id')
    .where('m.is_public', '=', true);
  if (filter.kind !== 'campaign' && filter.kind !== 'models')
    query = query.where('m.campaign_only', '=', false);
  if (genders && genders.length > 0)
    query = query.where('m.gender', 'in', [...new Set<Gender>([...genders, 'unisex'])]);
  switch (filter.kind) {
    case 'group':
      query = query.where('m.id', 'in', (sub) =>
        sub
          .selectFrom('product_model_groups')
          .select('model_id')
          .where('group_id', '=', filter.groupId),
      );
      break;
    case 'manufacturers':
      if (filter.manufacturerIds.length === 0) return [];
      query = query.where('m.manufacturer_id', 'in', [...filter.manufacturerIds]);
      break;
    case 'campaign':
      query = query.where('m.id', 'in', (sub) =>
        sub
          .selectFrom('campaign_models')
          .select('model_id')
          .where('campaign_id', '=', filter.campaignId),
      );
      break;
    case 'club':
      // The club campaign is every product with a club price below what everyone pays.
      query = query.where('m.id', 'in', (sub) =>
        sub
          .selectFrom('variants as v')
          .innerJoin('prices as p', 'p.variant_id', 'v.id')
          .select('v.model_id')
          .where('p.tax_area_id', '=', filter.taxAreaId)
          .where('p.club', 'is not', null)
          .whereRef('p.club', '<', 'p.active'),
      );
      break;
    case 'search':
      for (const word of filter.words) {
        const pattern = `%${escapeLike(word)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(sql<string>`m.name->>${filter.language}`, 'ilike', pattern),
            eb('b.name', 'ilike', pattern),
            eb(sql<string>`m.short_description->>${filter.language}`, 'ilike', pattern),
          ]),
        );
      }
      break;
    case 'newest':
      query = query.where('m.is_second_hand', '=', false).limit(filter.limit);
      break;
    case 'second-hand':
      query = query.where('m.is_second_hand', '=', true);
      break;
    case 'models':
      if (filter.ids.length === 0) return [];
      query = query.where('m.id', 'in', [...filter.ids]);
      break;
  }
  query =
    order === 'newest'
      ? query.orderBy('m.published_at', 'desc')
      : query.orderBy('m.sold_amount', 'desc');
  const rows = await query.orderBy('m.id').execute();
  return rows.map((row) => row.id);
}

export interface CardModelRow {
  id: number;
  slug: string;
  name: I18n;
  shortDescription: I18n;
  manufacturer: string;
  manufacturerSlug: string;
  groupPath: string;
  soldAmount: number;
  ratingAverage: string;
  ratingCount: number;
  published: Date;
  tags: string[];
  gender: Gender | null;
  isSecondHand: boolean;
  isOutlet: boolean;
  isGiftCard: boolean;
  showDiscountPercentage: boolean;
  promotedColour: string | null;
}

export function selectCardModels(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('product_models as m')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .select([
      'm.id',
      'm.slug',
      'm.name',
      'm.short_description as shortDescription',
      'b.name as manufacturer',
      'b.slug as manufacturerSlug',
      'g.path as groupPath',
      'm.sold_amount as soldAmount',
      'm.rating_average as ratingAverage',
      'm.rating_count as ratingCount',
      'm.published_at as published',
      'm.tags',
      'm.gender',
      'm.is_second_hand as isSecondHand',
      'm.belongs_to_outlet as isOutlet',
      'm.is_gift_card as isGiftCard',
      'm.show_discount_percentage as showDiscountPercentage',
      'm.promoted_colour as promotedColour',
    ])
    .where('m.id', 'in', [...ids])
    .execute() as Promise<CardModelRow[]>;
}

/** Variants with their colour and price in the tax area; variants without a price are left out. */
export function selectCardVariants(
  db: Kysely<Database>,
  ids: readonly number[],
  taxAreaId: number,
) {
  return db
    .selectFrom('variants as v')
    .innerJoin('prices as p', 'p.variant_id', 'v.id')
    .innerJoin('colors as c', 'c.id', 'v.color_id')
    .select([
      'v.model_id as modelId',
      'v.size',
      'v.size_sort as sizeSort',
      'c.id as colorId',
      'c.slug as colorSlug',
      'c.name as colorName',
      'c.hex as colorHex',
      'p.regular',
      'p.active',
      'p.club',
      'p.discount_free as discountFree',
      'p.lowest_30d as lowest30d',
    ])
    .where('v.model_id', 'in', [...ids])
    .where('p.tax_area_id', '=', taxAreaId)
    .orderBy('v.id')
    .execute();
}

export function selectCardImages(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('product_images')
    .select(['model_id as modelId', 'color_id as colorId', 'url'])
    .where('model_id', 'in', [...ids])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function selectCardGroups(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('product_model_groups')
    .select(['model_id as modelId', 'group_id as groupId'])
    .where('model_id', 'in', [...ids])
    .orderBy('group_id')
    .execute();
}

/** Store slugs holding unblocked stock of a model. */
export function selectCardStocks(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('stock as s')
    .innerJoin('variants as v', 'v.id', 's.variant_id')
    .innerJoin('stores as st', 'st.id', 's.store_id')
    .select(['v.model_id as modelId', 'st.slug'])
    .distinct()
    .where('v.model_id', 'in', [...ids])
    .where('s.quantity', '>', 0)
    .where('s.blocked', '=', false)
    .orderBy('st.slug')
    .execute();
}

/** The models' property values, in the catalogue's property order. */
export function selectCardProperties(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('model_properties as mp')
    .innerJoin('properties as p', 'p.id', 'mp.property_id')
    .select(['mp.model_id as modelId', 'p.slug', 'mp.value'])
    .where('mp.model_id', 'in', [...ids])
    .orderBy('mp.model_id')
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
}

export function selectPropertyTypes(db: Kysely<Database>) {
  return db
    .selectFrom('property_types')
    .select(['slug', 'name', 'bg_color as bgColor', 'text_color as textColor'])
    .execute();
}
