import type { Gender, Language } from '@shop/shared-contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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

/**
 * Runs a query whose one column is a JSON array (`json_agg`) and answers it parsed. Lists of cards
 * read tens of thousands of variant, image and stock rows: the embedded database hands a result
 * over row by row (some 7 µs each), so these come as one JSON text, which takes half the time.
 */
async function selectJsonArray<Row>(
  db: Kysely<Database>,
  query: RawBuilder<unknown>,
): Promise<Row[]> {
  const { rows } = await sql<{ list: string | null }>`select (${query})::text as list`.execute(db);
  // `json_agg` of no rows is null.
  return (JSON.parse(rows[0]?.list ?? 'null') as Row[] | null) ?? [];
}

export interface CardVariantRow {
  modelId: number;
  size: string;
  sizeSort: number;
  colorId: number;
  colorSlug: string;
  colorName: I18n;
  colorHex: string;
  regular: number;
  active: number;
  club: number | null;
  discountFree: number | null;
  lowest30d: number | null;
}

/**
 * Variants with their colour and price in the tax area, in variant order; variants without a
 * price are left out.
 */
export function selectCardVariants(
  db: Kysely<Database>,
  ids: readonly number[],
  taxAreaId: number,
): Promise<CardVariantRow[]> {
  return selectJsonArray<CardVariantRow>(
    db,
    sql`
      select json_agg(json_build_object(
        'modelId', v.model_id, 'size', v.size, 'sizeSort', v.size_sort,
        'colorId', c.id, 'colorSlug', c.slug, 'colorName', c.name, 'colorHex', c.hex,
        'regular', p.regular, 'active', p.active, 'club', p.club,
        'discountFree', p.discount_free, 'lowest30d', p.lowest_30d
      ) order by v.id)
      from variants v
      join prices p on p.variant_id = v.id
      join colors c on c.id = v.color_id
      where v.model_id = any(${[...ids]}::integer[]) and p.tax_area_id = ${taxAreaId}
    `,
  );
}

export interface CardImageRow {
  modelId: number;
  colorId: number | null;
  url: string;
}

/** The models' pictures in their order. */
export function selectCardImages(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<CardImageRow[]> {
  return selectJsonArray<CardImageRow>(
    db,
    sql`
      select json_agg(json_build_object('modelId', model_id, 'colorId', color_id, 'url', url)
        order by sort_order, id)
      from product_images
      where model_id = any(${[...ids]}::integer[])
    `,
  );
}

export function selectCardGroups(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('product_model_groups')
    .select(['model_id as modelId', 'group_id as groupId'])
    .where('model_id', 'in', [...ids])
    .orderBy('group_id')
    .execute();
}

export interface CardStockRow {
  modelId: number;
  slug: string;
}

/** Store slugs holding unblocked stock of a model, by slug. */
export function selectCardStocks(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<CardStockRow[]> {
  return selectJsonArray<CardStockRow>(
    db,
    sql`
      select json_agg(json_build_object('modelId', model_id, 'slug', slug) order by slug)
      from (
        select distinct v.model_id, st.slug
        from stock s
        join variants v on v.id = s.variant_id
        join stores st on st.id = s.store_id
        where v.model_id = any(${[...ids]}::integer[]) and s.quantity > 0 and not s.blocked
      ) in_stock
    `,
  );
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
