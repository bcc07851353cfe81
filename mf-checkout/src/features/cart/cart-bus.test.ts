import {
  createEventBus,
  createMemoryStorage,
  SHOP_EVENT_REPLAY,
  type ShopEvents,
} from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { connectCartToBus, summariseCart } from './cart-bus';
import { createCartStore } from './cart-store';
import { clearCheckout } from './empty-cart';
import { storageWith, storedCart } from './test-cart';

const jacket = { variantId: 11, modelId: 1, amount: 1 };
const newBus = () => createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);

describe('connectCartToBus', () => {
  it('replays the restored cart to a remote that subscribes later', () => {
    const bus = newBus();
    const lines = [{ ...jacket, uid: 'a' }];
    connectCartToBus(createCartStore({ storage: storageWith({ lines }) }), bus);
    const seen: ShopEvents['cart:changed'][] = [];
    bus.on('cart:changed', (cart) => seen.push(cart));
    expect(seen).toEqual([{ itemCount: 1, lines }]);
  });

  it('applies add requests, persists them and publishes the line count', () => {
    const bus = newBus();
    const storage = createMemoryStorage();
    const store = createCartStore({ storage });
    connectCartToBus(store, bus);
    bus.emit('cart:add-requested', { line: jacket });
    bus.emit('cart:add-requested', { line: jacket });
    bus.emit('cart:add-requested', { line: { ...jacket, variantId: 12 } });
    expect(bus.current('cart:changed')?.itemCount).toBe(2);
    expect(bus.current('cart:changed')?.lines?.map((line) => line.amount)).toEqual([2, 1]);
    expect(storedCart(storage)).toEqual(store.current());
  });

  it('answers a refused add with cart:add-refused', () => {
    const bus = newBus();
    connectCartToBus(createCartStore({ storage: createMemoryStorage() }), bus);
    const refusals: ShopEvents['cart:add-refused'][] = [];
    bus.on('cart:add-refused', (refusal) => refusals.push(refusal));
    const card = { variantId: 51, modelId: 2427, amount: 1, giftCard: { valueEuros: 50 } };
    bus.emit('cart:add-requested', { line: card });
    bus.emit('cart:add-requested', { line: { ...card, variantId: 52 } });
    expect(refusals).toEqual([{ reason: 'single-gift-card', variantId: 52 }]);
    expect(bus.current('cart:changed')?.itemCount).toBe(1);
  });

  it('clears the checkout on cart:clear-requested', () => {
    const bus = newBus();
    const store = createCartStore({ storage: storageWith({ lines: [{ ...jacket, uid: 'a' }] }) });
    connectCartToBus(store, bus);
    bus.emit('cart:clear-requested', undefined);
    expect(store.current()).toEqual(clearCheckout());
    expect(bus.current('cart:changed')).toEqual({ itemCount: 0, lines: [] });
  });

  it('stops listening when disconnected', () => {
    const bus = newBus();
    const store = createCartStore({ storage: createMemoryStorage() });
    connectCartToBus(store, bus)();
    bus.emit('cart:add-requested', { line: jacket });
    expect(store.current().lines).toEqual([]);
  });
});

describe('summariseCart', () => {
  it('carries a staff transfer request’s source stores, and nothing of it otherwise', () => {
    const lines = [{ uid: 'a', variantId: 11, modelId: 1, amount: 2 }];
    expect(summariseCart({ ...clearCheckout(), lines })).toEqual({ itemCount: 1, lines });
    const transferRequest = {
      fromStoreIds: [20, 3],
      toStoreIds: [5],
      isReserveQuantity: false,
      isHighPriority: false,
    };
    expect(summariseCart({ ...clearCheckout(), lines, transferRequest })).toEqual({
      itemCount: 1,
      lines,
      transferFromStoreIds: [20, 3],
    });
  });
});
