import type { Banner, Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { BannerTable, Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/** A banner in one language, with the kind that decides its list. */
export interface BannerRecord {
  readonly kind: BannerTable['kind'];
  readonly banner: Banner;
}

/** Every banner in display order, texts in `lang`. */
export async function listBanners(db: Kysely<Database>, lang: Language): Promise<BannerRecord[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    banner: {
      id: row.id,
      title: row.title,
      image: row.image,
      heading: translate(row.heading, lang),
      subText: row.sub_text,
      url: row.url,
      buttonText: translate(row.button_text, lang),
      cropPoint: row.crop_point,
    },
  }));
}
