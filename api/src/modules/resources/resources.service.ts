import type { Language, ResourcesResponse } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  listColors,
  listManufacturers,
  listProductGroups,
  listPropertyFilters,
  listPropertyTypes,
  listStores,
  listTaxRates,
} from './resources.repository.js';

/** Platform §3 Resources: the reference lists every page needs, in one response. */
export async function getResources(
  db: Kysely<Database>,
  lang: Language,
): Promise<ResourcesResponse> {
  // One after another: PGlite has a single connection, so parallel queries would only queue.
  return {
    colors: await listColors(db, lang),
    manufacturers: await listManufacturers(db),
    productGroups: await listProductGroups(db, lang),
    propertyFilters: await listPropertyFilters(db, lang),
    propertyTypes: await listPropertyTypes(db, lang),
    stores: await listStores(db),
    taxRates: await listTaxRates(db),
  };
}
