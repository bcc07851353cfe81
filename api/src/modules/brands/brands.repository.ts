import type { BrandsResponse, Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/** Every brand by name, its title in `lang`. */
export async function listBrands(db: Kysely<Database>, lang: Language): Promise<BrandsResponse> {
  const rows = await db
    .selectFrom('manufacturers')
    .select(['id', 'slug', 'name', 'logo', 'title'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, title: translate(row.title, lang) }));
}
