import type { GiftCampaignCategoryResponse, Language } from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/**
 * A gift category and its products, or undefined. A model links to its gift-campaign product
 * page `/giftcampaigns/{category}/{model slug}/`, where the code is redeemed (catalogue §4).
 */
export async function findGiftCampaignCategory(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<GiftCampaignCategoryResponse | undefined> {
  const category = await db
    .selectFrom('gift_campaign_categories')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!category) return undefined;
  const models = await db
    .selectFrom('gift_campaign_category_models as link')
    .innerJoin('product_models as model', 'model.id', 'link.model_id')
    .innerJoin('manufacturers as brand', 'brand.id', 'model.manufacturer_id')
    .select([
      'model.id',
      'model.slug',
      'model.name',
      'brand.name as manufacturer',
      // The first picture: general ones and colour ones alike, by their order.
      sql<string>`coalesce((select url from product_images i where i.model_id = model.id
        order by i.sort_order, i.id limit 1), '')`.as('image'),
    ])
    .where('link.category_id', '=', category.id)
    .orderBy('brand.name')
    .orderBy('model.id')
    .execute();
  return {
    slug: category.slug,
    name: translate(category.name, lang),
    description: translate(category.description, lang),
    image: category.image,
    models: models.map((model) => ({
      id: model.id,
      slug: model.slug,
      name: translate(model.name, lang),
      manufacturer: model.manufacturer,
      image: model.image,
      path: `/giftcampaigns/${category.slug}/${model.slug}/`,
    })),
  };
}

/**
 * A redemption code with its category's slug, matched without regard to case (codes are read
 * off printed cards), or undefined.
 */
export function findGiftCampaignCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('gift_campaign_codes as c')
    .innerJoin('gift_campaign_categories as g', 'g.id', 'c.category_id')
    .select(['c.code', 'c.category_id', 'c.expires_at', 'c.redeemed_at', 'g.slug as category_slug'])
    .where(sql<string>`upper(c.code)`, '=', code.toUpperCase())
    .executeTakeFirst();
}

/** The model of a variant and whether the gift category offers it (undefined: no variant). */
export async function findVariantInCategory(
  db: Kysely<Database>,
  variantId: number,
  categoryId: number,
): Promise<{ readonly isOffered: boolean } | undefined> {
  const row = await db
    .selectFrom('variants as v')
    .leftJoin('gift_campaign_category_models as link', (join) =>
      join.onRef('link.model_id', '=', 'v.model_id').on('link.category_id', '=', categoryId),
    )
    .select(['v.id', 'link.model_id'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  return row ? { isOffered: row.model_id !== null } : undefined;
}
