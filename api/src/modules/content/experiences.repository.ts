import type {
  ExperienceProductsResponse,
  ExperienceResponse,
  ExperienceSummary,
  Language,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { buildProductCards } from '../catalogue/product-cards.js';
import { selectModelIds } from '../catalogue/product-list.repository.js';
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
  // The catalogue's own selection and cards, so these products look and price like every list.
  const ids = await selectModelIds(
    db,
    { kind: 'manufacturers', manufacturerIds: manufacturers.map((brand) => brand.id) },
    undefined,
    'most-sold',
  );
  const cards = await buildProductCards(db, ids, lang, taxAreaId);
  return {
    manufacturers: manufacturers.map(({ slug, name }) => ({ slug, name })),
    products: cards.filter((card) => !card.isSecondHand).slice(0, EXPERIENCE_PRODUCTS_LIMIT),
  };
}
