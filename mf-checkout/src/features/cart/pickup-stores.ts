import type { ResourcesResponse } from '@shop/shared-contracts';
import { isVisitableStore, storesByName } from '@shop/shared-contracts';

type Store = ResourcesResponse['stores'][number];

/** Stores a shopper can collect from, by name: every physical store, not the main online store. */
export function listPickupStores(
  resources: Pick<ResourcesResponse, 'stores' | 'storeNameOrder'>,
  language: string,
): Store[] {
  return storesByName(resources, language).filter(isVisitableStore);
}
