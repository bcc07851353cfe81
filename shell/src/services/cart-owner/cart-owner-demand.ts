import {
  CART_STORAGE_KEY,
  type EventBus,
  readItem,
  type ShopEvents,
  type StorageLike,
} from '@shop/shared-contracts';

type StorageEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface CartOwnerDemandOptions {
  readonly bus: EventBus<ShopEvents>;
  readonly storage: StorageLike;
  /** Where other tabs' writes arrive (`storage` events); the window in the browser. */
  readonly events?: StorageEventTarget;
}

/** Whether the page needs the cart's owner yet; once it does, it always will. */
export interface CartOwnerDemand {
  readonly current: () => boolean;
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * Decides when the page needs the cart's owner (mf-checkout's badge, decision 0010), so a page
 * whose shopper has no cart does not load the checkout remote on its first load. It is needed
 * when a cart is stored, a customer is logged in (their cart is kept on the server), another tab
 * writes a cart, an owner already runs (the checkout's own pages), or a remote asks the cart
 * for something. Requests sent before the owner runs are held and sent again, in order, once it
 * publishes `cart:changed`: the owner subscribes before it publishes, and the held requests go
 * out after the publishing code has returned.
 */
export function watchCartOwnerDemand({
  bus,
  storage,
  events,
}: CartOwnerDemandOptions): CartOwnerDemand {
  let needed = false;
  const listeners = new Set<() => void>();
  const held: Array<() => void> = [];
  const stops: Array<() => void> = [];
  const ownerRuns = () => bus.current('cart:changed') !== undefined;
  const need = () => {
    if (needed) return;
    needed = true;
    for (const listener of listeners) listener();
  };
  const hold = (send: () => void) => {
    if (ownerRuns()) return;
    held.push(send);
    need();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY && event.newValue !== null) need();
  };
  const stopWatching = () => {
    for (const stop of stops.splice(0)) stop();
    events?.removeEventListener('storage', onStorage);
  };

  if (readItem(storage, CART_STORAGE_KEY) !== null) need();
  events?.addEventListener('storage', onStorage);
  stops.push(
    bus.on('auth:changed', (auth) => {
      if (auth.user.isAuthenticated) need();
    }),
    bus.on('cart:add-requested', (request) => hold(() => bus.emit('cart:add-requested', request))),
    bus.on('cart:clear-requested', () => hold(() => bus.emit('cart:clear-requested', undefined))),
  );
  // Last: the state is replayed, so an owner already running ends the watch at once.
  const stopOwnerWatch = bus.on('cart:changed', () => {
    need();
    stopWatching();
    queueMicrotask(() => {
      stopOwnerWatch();
      for (const send of held.splice(0)) send();
    });
  });

  return {
    current: () => needed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
