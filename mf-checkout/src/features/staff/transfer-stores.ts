import type { ResourcesResponse } from '@shop/shared-contracts';

type Store = ResourcesResponse['stores'][number];

/**
 * The stores a transfer request moves stock between: the shop's own warehouses and stores
 * (a supplier's stock cannot be moved), by name in the staff member's language.
 */
export function listTransferStores(stores: readonly Store[], locale: string): Store[] {
  const collator = new Intl.Collator(locale);
  return stores
    .filter((store) => store.type !== 'external')
    .sort((a, b) => collator.compare(a.name, b.name));
}
