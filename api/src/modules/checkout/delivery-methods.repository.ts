import type { DeliveryMethod, Language } from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/** The methods that deliver to a country (lower-case ISO2), in display order. */
export async function findDeliveryMethods(
  db: Kysely<Database>,
  country: string,
  lang: Language,
): Promise<DeliveryMethod[]> {
  const rows = await db
    .selectFrom('delivery_methods')
    .select(['slug', 'name', 'kind', 'price', 'free_threshold', 'time_estimate'])
    .where(sql<boolean>`country_codes ? ${country}`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: translate(row.name, lang),
    kind: row.kind,
    price: row.price,
    freeThreshold: row.free_threshold,
    timeEstimate: translate(row.time_estimate, lang),
  }));
}
