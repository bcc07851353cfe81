import {
  type ExperienceProductsResponse,
  type ExperienceResponse,
  type ExperienceSummary,
  type Language,
  productPath,
} from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { withContentTables } from './content.table.js';
import { readSlugListSetting } from './setting-lists.js';

/** Platform §9: default products per page; the products page shows one page of them. */
const EXPERIENCE_PRODUCTS_LIMIT = 60;

type ExperienceRow = Awaited<ReturnType<typeof selectExperiences>>[number];

function selectExperiences(db: Kysely<Database>, slug?: string) {
  let query = withContentTables(db)
    .selectFrom('experiences')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id');
  if (slug !== undefined) query = query.where('slug', '=', slug);
  return query.execute();
}

function toSummary(row: ExperienceRow, lang: Language): ExperienceSummary {
  return {
    slug: row.slug,
    title: translate(row.title, lang),
    summary: translate(row.summary, lang),
    image: row.image,
    location: translate(row.location, lang),
    duration: translate(row.duration, lang),
    season: translate(row.season, lang),
  };
}

export async function listExperiences(db: Kysely<Database>, lang: Language) {
  return (await selectExperiences(db)).map((row) => toSummary(row, lang));
}

/** One experience with its page content and partner brand, or undefined. */
export async function findExperience(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<ExperienceResponse | undefined> {
  const [row] = await selectExperiences(db, slug);
  if (!row) return undefined;
  const partner =
    row.partner_manufacturer_id === null
      ? undefined
      : await db
          .selectFrom('manufacturers')
          .select(['slug', 'name'])
          .where('id', '=', row.partner_manufacturer_id)
          .executeTakeFirst();
  return {
    ...toSummary(row, lang),
    contentHtml: translate(row.content, lang),
    partner: partner ?? null,
  };
}

/**
 * The brands named by setting experience_manufacturer_list (platform §3) and their public,
 * orderable-range products, best sellers first, each with its lowest price in the tax area.
 */
export async function listExperienceProducts(
  db: Kysely<Database>,
  lang: Language,
  taxAreaId: number,
): Promise<ExperienceProductsResponse> {
  const slugs = await readSlugListSetting(db, 'experience_manufacturer_list');
  if (slugs.length === 0) return { manufacturers: [], products: [] };
  const manufacturers = await db
    .selectFrom('manufacturers')
    .select(['id', 'slug', 'name'])
    .where('slug', 'in', slugs)
    .orderBy('name')
    .execute();
  if (manufacturers.length === 0) return { manufacturers: [], products: [] };
  const rows = await db
    .selectFrom('product_models as model')
    .innerJoin('manufacturers as brand', 'brand.id', 'model.manufacturer_id')
    .innerJoin('product_groups as grp', 'grp.id', 'model.main_group_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('variants as variant')
          .innerJoin('prices as price', 'price.variant_id', 'variant.id')
          .select(['price.active', 'price.regular'])
          .whereRef('variant.model_id', '=', 'model.id')
          .where('price.tax_area_id', '=', taxAreaId)
          .orderBy('price.active')
          .limit(1)
          .as('cheapest'),
      (join) => join.onTrue(),
    )
    .select([
      'model.id',
      'model.slug',
      'model.name',
      'brand.name as manufacturer',
      'brand.slug as manufacturer_slug',
      'grp.path as group_path',
      'cheapest.active',
      'cheapest.regular',
      sql<string>`coalesce((select url from product_images i where i.model_id = model.id
        order by i.sort_order, i.id limit 1), '')`.as('image'),
    ])
    .where(
      'model.manufacturer_id',
      'in',
      manufacturers.map((brand) => brand.id),
    )
    .where('model.is_public', '=', true)
    .where('model.is_second_hand', '=', false)
    .where('model.campaign_only', '=', false)
    .where('model.is_gift_card', '=', false)
    .orderBy('model.sold_amount', 'desc')
    .orderBy('model.id')
    .limit(EXPERIENCE_PRODUCTS_LIMIT)
    .execute();
  return {
    manufacturers: manufacturers.map(({ slug, name }) => ({ slug, name })),
    products: rows.map((row) => ({
      id: row.id,
      name: translate(row.name, lang),
      manufacturer: row.manufacturer,
      manufacturerSlug: row.manufacturer_slug,
      path: productPath(row.manufacturer_slug, row.group_path, row.slug),
      image: row.image,
      price:
        row.active === null || row.regular === null
          ? null
          : { active: row.active, regular: row.regular },
    })),
  };
}
