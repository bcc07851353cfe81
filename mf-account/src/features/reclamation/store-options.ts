import type { ResourcesResponse } from '@shop/shared-contracts';
import { isVisitableStore } from '@shop/shared-contracts';

type Store = ResourcesResponse['stores'][number];

/** Platform §3 complaint form: sales channel 'S' is the web shop, otherwise a physical store. */
export type SalesChannel = 'S' | 'store';

export interface StoreOption {
  readonly value: string;
  readonly label: string;
  readonly channel: SalesChannel;
}

/** Where the product was bought: the web shop first, then the stores in the order given (by name). */
export function toStoreOptions(stores: readonly Store[], webLabel: string): StoreOption[] {
  const web = stores
    .filter((store) => store.isWeb)
    .map((store) => ({ value: String(store.id), label: webLabel, channel: 'S' as const }));
  const physical = stores
    .filter(isVisitableStore)
    .map((store) => ({ value: String(store.id), label: store.name, channel: 'store' as const }));
  return [...web, ...physical];
}
