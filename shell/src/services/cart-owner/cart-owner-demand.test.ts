import {
  CART_STORAGE_KEY,
  type CartAddRequest,
  createEventBus,
  createMemoryStorage,
  SHOP_EVENT_REPLAY,
  type ShopEvents,
  type User,
} from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { watchCartOwnerDemand } from './cart-owner-demand';

const REQUEST: CartAddRequest = { line: { variantId: 7, modelId: 3, amount: 1 } };

function setUp(stored: Record<string, string> = {}) {
  const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
  const events = new EventTarget() as unknown as Window;
  const demand = watchCartOwnerDemand({ bus, storage, events });
  return { bus, demand, events };
}

/** An owner as mf-checkout starts one: requests listened to, then the state published. */
function startOwner(bus: ReturnType<typeof setUp>['bus']) {
  const received: string[] = [];
  bus.on('cart:add-requested', (request) => received.push(`add ${request.line.variantId}`));
  bus.on('cart:clear-requested', () => received.push('clear'));
  bus.emit('cart:changed', { itemCount: 0, lines: [] });
  return received;
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('watchCartOwnerDemand', () => {
  it('does not need the owner for a shopper with no cart', () => {
    expect(setUp().demand.current()).toBe(false);
  });

  it('needs it at once when a cart is stored', () => {
    expect(setUp({ [CART_STORAGE_KEY]: '{"lines":[]}' }).demand.current()).toBe(true);
  });

  it('needs it when a customer logs in, not for a guest session', () => {
    const { bus, demand } = setUp();
    const user = { isAuthenticated: false } as User;
    bus.emit('auth:changed', { isLoading: false, user });
    expect(demand.current()).toBe(false);
    bus.emit('auth:changed', { isLoading: false, user: { ...user, isAuthenticated: true } });
    expect(demand.current()).toBe(true);
  });

  it('needs it when another tab stores a cart, and tells its listeners once', () => {
    const { demand, events } = setUp();
    let calls = 0;
    demand.subscribe(() => calls++);
    const storageEvent = (key: string, newValue: string | null) =>
      Object.assign(new Event('storage'), { key, newValue });
    events.dispatchEvent(storageEvent('viewedProducts', '[]'));
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY, null));
    expect(demand.current()).toBe(false);
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY, '{"lines":[]}'));
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY, '{"lines":[]}'));
    expect([demand.current(), calls]).toEqual([true, 1]);
  });

  it('holds requests sent before the owner runs and sends them again, in order, once it does', async () => {
    const { bus, demand } = setUp();
    bus.emit('cart:add-requested', REQUEST);
    bus.emit('cart:clear-requested', undefined);
    bus.emit('cart:add-requested', { line: { ...REQUEST.line, variantId: 8 } });
    expect(demand.current()).toBe(true);
    const received = startOwner(bus);
    expect(received).toEqual([]);
    await flush();
    expect(received).toEqual(['add 7', 'clear', 'add 8']);
    // The owner answers later requests itself; nothing is sent twice.
    bus.emit('cart:add-requested', REQUEST);
    await flush();
    expect(received).toEqual(['add 7', 'clear', 'add 8', 'add 7']);
  });

  it('holds nothing while an owner already runs', async () => {
    const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
    const received = startOwner(bus);
    const demand = watchCartOwnerDemand({ bus, storage: createMemoryStorage() });
    expect(demand.current()).toBe(true);
    bus.emit('cart:add-requested', REQUEST);
    await flush();
    expect(received).toEqual(['add 7']);
  });
});
