import { CART_STORAGE_KEY } from '@shop/shared-contracts';
import type { CartStore } from './cart-store';

type StorageEventTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps this tab's cart in step with the others: a `storage` event fires in every other tab of
 * the origin when one writes the cart (or clears all storage: `key` null). Returns the stop.
 */
export function followOtherTabs(store: CartStore, target: StorageEventTarget): () => void {
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === CART_STORAGE_KEY || key === null) store.receiveFromOtherTab(newValue);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
