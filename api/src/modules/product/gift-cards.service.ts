import { type GiftCard, type Language, productPath } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { findGiftCardRows } from './product.repository.js';

/** The public gift card models, priced per euro of value in the tax area (catalogue §5). */
export async function listGiftCards(
  db: Kysely<Database>,
  taxAreaId: number,
  lang: Language,
): Promise<GiftCard[]> {
  const rows = await findGiftCardRows(db, taxAreaId);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: translate(row.name, lang),
    shortDescription: translate(row.short_description, lang),
    path: productPath(row.brand_slug, row.group_path, row.slug),
    image: row.image,
    variantId: row.variant_id,
    unitPrice: row.active,
    needsRecipient: row.needs_recipient,
  }));
}
