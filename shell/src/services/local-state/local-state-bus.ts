import type { EventBus, ShopEvents } from '@shop/shared-contracts';
import type { LocalStateStore } from './local-state-store';

/**
 * The shell owns the local state (architecture rule 2): products opened on mf-product's pages
 * arrive as `product:viewed` facts, and the viewed list goes out as the replayed
 * `viewed-products:changed` state for the pages that show it (mf-account's history).
 * Returns the unsubscribe.
 */
export function connectLocalStateToBus(
  store: LocalStateStore,
  bus: EventBus<ShopEvents>,
): () => void {
  let published = store.current().viewedProducts;
  bus.emit('viewed-products:changed', published);
  const stopStore = store.subscribe(({ viewedProducts }) => {
    if (viewedProducts === published) return;
    published = viewedProducts;
    bus.emit('viewed-products:changed', viewedProducts);
  });
  const stopBus = bus.on('product:viewed', (product) => store.viewProduct(product));
  return () => {
    stopStore();
    stopBus();
  };
}
