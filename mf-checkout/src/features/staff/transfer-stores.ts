import type { ResourcesResponse } from '@shop/shared-contracts';
import { storesByName } from '@shop/shared-contracts';

type Store = ResourcesResponse['stores'][number];

/**
 * The stores a transfer request moves stock between: the shop's own warehouses and stores
 * (a supplier's stock cannot be moved), by name in the staff member's language.
 */
export function listTransferStores(
  resources: Pick<ResourcesResponse, 'stores' | 'storeNameOrder'>,
  language: string,
): Store[] {
  return storesByName(resources, language).filter((store) => store.type !== 'external');
}
