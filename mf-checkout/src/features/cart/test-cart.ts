import type { CartState } from '@shop/shared-contracts';
import { CART_STORAGE_KEY, createMemoryStorage, type StorageLike } from '@shop/shared-contracts';
import { clearCheckout } from './empty-cart';
import { serialiseCart } from './stored-cart';

/** A storage holding `state` as the cart, as another page load or tab left it. */
export function storageWith(state: Partial<CartState> = {}): StorageLike {
  const storage = createMemoryStorage();
  storage.setItem(CART_STORAGE_KEY, serialiseCart({ ...clearCheckout(), ...state }));
  return storage;
}

/** The cart the storage holds now. */
export function storedCart(storage: StorageLike): unknown {
  return JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null');
}
