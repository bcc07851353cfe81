import type {
  CartAddRequest,
  CartLine,
  CartState,
  EventBus,
  ShopEvents,
} from '@shop/shared-contracts';
import { findLineFor } from './cart-lines';
import type { CartStore } from './cart-store';

/** Called after an add request was applied (not refused), with the line it added or grew. */
export type AddedListener = (request: CartAddRequest, line: CartLine) => void;

/**
 * The replayed `cart:changed` state: the line count for the badge, the lines, and a staff
 * transfer request's source stores while one is being put together.
 */
export function summariseCart(state: CartState): ShopEvents['cart:changed'] {
  const summary = { itemCount: state.lines.length, lines: state.lines };
  const transfer = state.transferRequest;
  return transfer === null ? summary : { ...summary, transferFromStoreIds: transfer.fromStoreIds };
}

/**
 * Puts the cart on the bus: the other remotes' requests applied, and its state at once and
 * after every change as the replayed `cart:changed`; a refused add goes back as
 * `cart:add-refused` for the requester to explain. Returns the disconnect.
 */
export function connectCartToBus(
  store: CartStore,
  bus: EventBus<ShopEvents>,
  onAdded?: AddedListener,
): () => void {
  const stops = [
    store.subscribe((state) => bus.emit('cart:changed', summariseCart(state))),
    bus.on('cart:add-requested', (request) => {
      const reason = store.add(request);
      if (reason !== undefined) {
        bus.emit('cart:add-refused', { reason, variantId: request.line.variantId });
        return;
      }
      const { lines } = store.current();
      // A gift card never merges into another line: it is the one just appended.
      const line = findLineFor(lines, request.line) ?? lines.at(-1);
      if (line !== undefined) onAdded?.(request, line);
    }),
    bus.on('cart:clear-requested', () => store.clear()),
  ];
  // Published once the requests are listened to: whoever waits for the owner to run (the
  // shell, holding requests sent before it loaded) may send them when it sees the state.
  bus.emit('cart:changed', summariseCart(store.current()));
  return () => {
    for (const stop of stops) stop();
  };
}
