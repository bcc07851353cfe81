import { createEventBus, SHOP_EVENT_REPLAY, type ShopEvents } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { connectLocalStateToBus } from './local-state-bus';
import { createLocalStateStore } from './local-state-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('connectLocalStateToBus', () => {
  it('publishes the stored list at once and records viewed products newest first', () => {
    const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
    const storage = memoryStorage({ viewedProducts: JSON.stringify([{ path: '/a/one/' }]) });
    const store = createLocalStateStore(storage);
    const seen: (readonly { path: string }[])[] = [];
    connectLocalStateToBus(store, bus);
    bus.on('viewed-products:changed', (list) => seen.push(list));
    bus.emit('product:viewed', { path: '/b/two/', name: 'Two' });
    bus.emit('product:viewed', { path: '/a/one/', name: 'One' });
    expect(seen.map((list) => list.map((product) => product.path))).toEqual([
      ['/a/one/'],
      ['/b/two/', '/a/one/'],
      ['/a/one/', '/b/two/'],
    ]);
    expect(JSON.parse(storage.getItem('viewedProducts') ?? '[]')[0]).toEqual({
      path: '/a/one/',
      name: 'One',
    });
  });

  it('stops listening when disconnected', () => {
    const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
    const store = createLocalStateStore(memoryStorage());
    const disconnect = connectLocalStateToBus(store, bus);
    disconnect();
    bus.emit('product:viewed', { path: '/b/two/' });
    expect(store.current().viewedProducts).toEqual([]);
  });
});
