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
