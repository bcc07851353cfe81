import { type Language, productPath, type WishlistModel } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/**
 * The public models of a wishlist, in the wishlist's order, each with its brand, first picture
 * and product path (`productPath()`: brand slug, main group path, model slug). Models that no
 * longer exist or were hidden are left out.
 */
export async function listWishlistModels(
  db: Kysely<Database>,
  modelIds: readonly number[],
  language: Language,
): Promise<WishlistModel[]> {
  if (modelIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_models as m')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .select([
      'm.id',
      'm.slug',
      'm.name',
      'b.name as brandName',
      'b.slug as brandSlug',
      'g.path as groupPath',
    ])
    .where('m.id', 'in', [...modelIds])
    .where('m.is_public', '=', true)
    .execute();
  const images = await db
    .selectFrom('product_images')
    .select(['model_id', 'url'])
    .where('model_id', 'in', [...modelIds])
    // General pictures before colour ones, then the model's own order.
    .orderBy('model_id')
    .orderBy((eb) => eb.case().when('color_id', 'is', null).then(0).else(1).end())
    .orderBy('sort_order')
    .execute();
  const firstImage = new Map<number, string>();
  for (const image of images) {
    if (!firstImage.has(image.model_id)) firstImage.set(image.model_id, image.url);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return modelIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        name: translate(row.name, language),
        brand: { name: row.brandName, slug: row.brandSlug },
        imageUrl: firstImage.get(id) ?? null,
        path: productPath(row.brandSlug, row.groupPath, row.slug),
      },
    ];
  });
}
