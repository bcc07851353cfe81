import type { ResourcesResponse } from '@shop/shared-contracts';
import { isVisitableStore } from '@shop/shared-contracts';

type Store = ResourcesResponse['stores'][number];

/** Stores a shopper can collect from: every physical store, not the main online store. */
export function listPickupStores(stores: readonly Store[], locale: string): Store[] {
  const collator = new Intl.Collator(locale);
  return stores.filter(isVisitableStore).sort((a, b) => collator.compare(a.name, b.name));
}
