// Zod-free: the shell's menu and the cart's pickup stores use it on every first load.
import type { StoreType } from './resources.js';

/** A store shoppers can walk into: not the web shop and not a supplier's stock. */
export function isVisitableStore(store: { readonly type: StoreType }): boolean {
  return store.type === 'retail' || store.type === 'outlet';
}
