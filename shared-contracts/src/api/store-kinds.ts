// Zod-free: the shell's menu and the cart's pickup stores use it on every first load.
import type { StoreType } from './resources.js';

/** A store shoppers can walk into: not the web shop and not a supplier's stock. */
export function isVisitableStore(store: { readonly type: StoreType }): boolean {
  return store.type === 'retail' || store.type === 'outlet';
}

/**
 * The stores in the order of their names in `language` (`storeNameOrder`, made by the api); an
 * api older than contracts 3.17 sends no order, and the names are collated here instead.
 */
export function storesByName<Store extends { readonly id: number; readonly name: string }>(
  resources: { readonly stores: readonly Store[]; readonly storeNameOrder?: readonly number[] },
  language: string,
): Store[] {
  const { stores, storeNameOrder } = resources;
  if (!storeNameOrder) {
    const collator = new Intl.Collator(language);
    return [...stores].sort((a, b) => collator.compare(a.name, b.name));
  }
  const byId = new Map(stores.map((store) => [store.id, store]));
  return storeNameOrder.flatMap((id) => byId.get(id) ?? []);
}
