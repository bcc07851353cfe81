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

/** Where the product was bought: the web shop first, then the stores by name. */
export function toStoreOptions(
  stores: readonly Store[],
  webLabel: string,
  locale: string,
): StoreOption[] {
  const collator = new Intl.Collator(locale);
  const web = stores
    .filter((store) => store.isWeb)
    .map((store) => ({ value: String(store.id), label: webLabel, channel: 'S' as const }));
  const physical = stores
    .filter(isVisitableStore)
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((store) => ({ value: String(store.id), label: store.name, channel: 'store' as const }));
  return [...web, ...physical];
}
