import { type Language, type ResourcesResponse, storesByName } from '@shop/shared-contracts';
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
  const colors = await listColors(db, lang);
  const manufacturers = await listManufacturers(db);
  const productGroups = await listProductGroups(db, lang);
  const propertyFilters = await listPropertyFilters(db, lang);
  const propertyTypes = await listPropertyTypes(db, lang);
  const stores = await listStores(db);
  const taxRates = await listTaxRates(db);
  return {
    colors,
    manufacturers,
    productGroups,
    propertyFilters,
    propertyTypes,
    stores,
    storeNameOrder: nameOrder(stores, lang),
    taxRates,
  };
}

/** The stores' ids by name as `lang` orders words (Swedish puts Å, Ä and Ö after Z). */
function nameOrder(stores: ResourcesResponse['stores'], lang: Language): number[] {
  // Without an order given, the contracts' helper collates the names in the language.
  return storesByName({ stores }, lang).map((store) => store.id);
}
