import type { Language, Store } from '@shop/shared-contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, StoreTable } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/** Only stores a shopper can walk into: not the web store (id 20) nor supplier stock (99). */
const VISITABLE_TYPES = ['retail', 'outlet'] as const;

function visitableStores(db: Kysely<Database>) {
  return db
    .selectFrom('stores')
    .selectAll()
    .where('type', 'in', VISITABLE_TYPES)
    .where('is_web', '=', false);
}

function toStore(row: Selectable<StoreTable>, lang: Language): Store {
  return {
    slug: row.slug,
    name: row.name,
    type: row.type === 'outlet' ? 'outlet' : 'retail',
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    phone: row.phone,
    email: row.email,
    openingHours: row.opening_hours,
    description: translate(row.description, lang),
    image: row.image,
    pikanouto: row.pikanouto,
    nouto: row.nouto,
  };
}

/** Stores to visit in their display order. */
export async function listStores(db: Kysely<Database>, lang: Language): Promise<Store[]> {
  const rows = await visitableStores(db).orderBy('stock_display_order').orderBy('name').execute();
  return rows.map((row) => toStore(row, lang));
}

/** The store with that slug, or undefined when none or not one to visit. */
export async function findStore(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<Store | undefined> {
  const row = await visitableStores(db).where('slug', '=', slug).executeTakeFirst();
  return row && toStore(row, lang);
}
