import { type StorageLike, writeItem } from '@shop/shared-contracts';
import {
  addSelectedSize,
  addViewedProduct,
  isSavablePostcode,
  LOCAL_STATE_KEYS,
  type LocalState,
  readLocalState,
  type ViewedProduct,
} from './local-state';

type Listener = (state: LocalState) => void;

/** The shopper's local state (platform §3), kept in `storage` and read once at creation. */
export function createLocalStateStore(storage: StorageLike) {
  let state = readLocalState(storage);
  const listeners = new Set<Listener>();
  const update = (next: LocalState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  return {
    current: (): LocalState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    selectSize(size: string): void {
      const selectedSizes = addSelectedSize(state.selectedSizes, size);
      writeItem(storage, LOCAL_STATE_KEYS.selectedSizes, JSON.stringify(selectedSizes));
      update({ ...state, selectedSizes });
    },
    viewProduct(product: ViewedProduct): void {
      const viewedProducts = addViewedProduct(state.viewedProducts, product);
      writeItem(storage, LOCAL_STATE_KEYS.viewedProducts, JSON.stringify(viewedProducts));
      update({ ...state, viewedProducts });
    },
    /** Saves an empty or five-character postcode; returns whether it was saved. */
    setPostcode(postcode: string): boolean {
      if (!isSavablePostcode(postcode)) return false;
      writeItem(storage, LOCAL_STATE_KEYS.postcode, postcode);
      update({ ...state, postcode });
      return true;
    },
  };
}

export type LocalStateStore = ReturnType<typeof createLocalStateStore>;
