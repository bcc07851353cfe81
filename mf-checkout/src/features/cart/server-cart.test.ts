import {
  ANONYMOUS_USER,
  type CartContent,
  type CartLine,
  createEventBus,
  type SaveCartRequest,
  SHOP_EVENT_REPLAY,
  type ShopEvents,
} from '@shop/shared-contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from './cart-store';
import { connectServerCart, SERVER_CART_SAVE_DELAY_MS, type ServerCartApi } from './server-cart';
import { storageWith } from './test-cart';

const jacket: CartLine = { uid: 'jacket', variantId: 11, modelId: 1, amount: 1 };
const boots: CartLine = { uid: 'boots', variantId: 22, modelId: 2, amount: 5 };

/** The rows of `lines` as the cart saves them. */
const rowsOf = (lines: readonly CartLine[]) =>
  lines.map((line) => ({
    uid: line.uid,
    productId: line.variantId,
    modelId: line.modelId,
    amount: line.amount,
    ...(line.bundleId !== undefined && { bundleHash: line.bundleId }),
    ...(line.isFrozen !== undefined && { frozen: line.isFrozen }),
    ...(line.giftCard !== undefined && { giftCard: line.giftCard }),
  }));

const loggedIn = (id: number) => ({
  isLoading: false,
  user: { ...ANONYMOUS_USER, isAuthenticated: true, id },
});
const loggedOut = { isLoading: false, user: ANONYMOUS_USER };
const loading = { isLoading: true, user: ANONYMOUS_USER };

/** A fake account: its saved cart, and every call made to it. */
function fakeApi(products: CartContent['products'] = []) {
  const saved: SaveCartRequest[] = [];
  const api = {
    customer: vi.fn(async () => ({ customer: { cart_content: { products } } })),
    saveCart: vi.fn(async (body: SaveCartRequest) => {
      saved.push(body);
    }),
  } satisfies ServerCartApi;
  return { api, saved };
}

let nextUid = 0;
function setUp(
  lines: readonly CartLine[],
  products: CartContent['products'] = [],
  state: Parameters<typeof storageWith>[0] = {},
) {
  const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
  const store = createCartStore({
    storage: storageWith({ ...state, lines }),
    createUid: () => `new-${++nextUid}`,
  });
  const { api, saved } = fakeApi(products);
  return { bus, store, api, saved };
}

/** Lets the fake calls answer, then `ms` pass. */
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

describe('connectServerCart', () => {
  // The saved-row rules load with the first login; loaded once here, later loads take a turn.
  beforeAll(() => import('./saved-cart-rows'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('merges the saved cart when the page starts logged in, then saves the merged cart', async () => {
    const { bus, store, api, saved } = setUp(
      [jacket, boots],
      [
        { uid: 'jacket-elsewhere', productId: 11, modelId: 1, amount: 3 },
        { uid: 'boots', productId: 22, modelId: 2, amount: 2 },
        { uid: 'tent', productId: 33, modelId: 3, amount: 1, bundleHash: '3' },
        // Saved before the cart kept the model: it cannot become a line.
        { productId: 44, amount: 1 },
      ],
    );
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse();
    expect(api.customer).toHaveBeenCalledTimes(1);
    // The larger amount of a row in both; the row the cart lacked added with its uid.
    const merged: CartLine[] = [
      { ...jacket, amount: 3 },
      boots,
      { uid: 'tent', variantId: 33, modelId: 3, amount: 1, bundleId: '3' },
    ];
    expect(store.current().lines).toEqual(merged);
    expect(api.saveCart).not.toHaveBeenCalled();
    await elapse(SERVER_CART_SAVE_DELAY_MS);
    expect(saved).toEqual([{ products: rowsOf(merged) }]);
  });

  it('merges when the shopper logs in, once per login, and again after a new login', async () => {
    const { bus, store, api, saved } = setUp(
      [],
      [{ uid: 'a', productId: 11, modelId: 1, amount: 2 }],
    );
    bus.emit('auth:changed', loading);
    connectServerCart(store, bus, api);
    await elapse();
    expect(api.customer).not.toHaveBeenCalled();
    bus.emit('auth:changed', loggedIn(7));
    await elapse();
    expect(store.current().lines).toEqual([{ uid: 'a', variantId: 11, modelId: 1, amount: 2 }]);
    // The same login published again (the user reloaded) reads nothing.
    bus.emit('auth:changed', loading);
    bus.emit('auth:changed', loggedIn(7));
    await elapse(SERVER_CART_SAVE_DELAY_MS * 3);
    expect(api.customer).toHaveBeenCalledTimes(1);
    // Merging the same saved cart again changes nothing, and nothing needs saving.
    expect(saved).toEqual([]);
    bus.emit('auth:changed', loggedOut);
    bus.emit('auth:changed', loggedIn(7));
    await elapse();
    expect(api.customer).toHaveBeenCalledTimes(2);
    expect(store.current().lines).toEqual([{ uid: 'a', variantId: 11, modelId: 1, amount: 2 }]);
    bus.emit('auth:changed', loggedIn(8));
    await elapse();
    expect(api.customer).toHaveBeenCalledTimes(3);
  });

  it('sends nothing while logged out, and keeps the cart at logout', async () => {
    const { bus, store, api } = setUp([jacket]);
    connectServerCart(store, bus, api);
    bus.emit('auth:changed', loading);
    store.add({ line: { variantId: 22, modelId: 2, amount: 1 } });
    bus.emit('auth:changed', loggedOut);
    store.setAmount('jacket', 4);
    await elapse(SERVER_CART_SAVE_DELAY_MS * 5);
    expect(api.customer).not.toHaveBeenCalled();
    expect(api.saveCart).not.toHaveBeenCalled();

    bus.emit('auth:changed', loggedIn(7));
    await elapse();
    store.setAmount('jacket', 5);
    // Logging out before the delay is over: the waiting save is dropped, the cart stays.
    bus.emit('auth:changed', loggedOut);
    await elapse(SERVER_CART_SAVE_DELAY_MS * 5);
    expect(api.saveCart).not.toHaveBeenCalled();
    expect(store.current().lines.map((line) => line.amount)).toEqual([5, 1]);
  });

  it('saves a second after the last change, the latest cart only', async () => {
    const { bus, store, api, saved } = setUp([jacket], rowsOf([jacket]));
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse(SERVER_CART_SAVE_DELAY_MS * 2);
    // The saved cart was this one: nothing to save.
    expect(api.saveCart).not.toHaveBeenCalled();

    store.setAmount('jacket', 2);
    await elapse(SERVER_CART_SAVE_DELAY_MS - 200);
    store.add({ line: { uid: 'boots', variantId: 22, modelId: 2, amount: 5 } });
    await elapse(SERVER_CART_SAVE_DELAY_MS - 1);
    expect(api.saveCart).not.toHaveBeenCalled();
    await elapse(1);
    expect(saved).toEqual([{ products: rowsOf([{ ...jacket, amount: 2 }, boots]) }]);

    // Changes besides the lines (the form, the codes) are not saved on the account.
    store.updateForm({ city: 'Oulu' });
    store.addDiscountCode('club');
    await elapse(SERVER_CART_SAVE_DELAY_MS * 2);
    expect(api.saveCart).toHaveBeenCalledTimes(1);

    // Back to what the server holds: nothing to send.
    store.setAmount('jacket', 3);
    store.setAmount('jacket', 2);
    await elapse(SERVER_CART_SAVE_DELAY_MS * 2);
    expect(api.saveCart).toHaveBeenCalledTimes(1);
  });

  it('sends a change made while a save is under way once that save has answered', async () => {
    const { bus, store, api, saved } = setUp([jacket], rowsOf([jacket]));
    let answer = () => {};
    api.saveCart.mockImplementationOnce(async (body) => {
      saved.push(body);
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
    });
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse();
    store.setAmount('jacket', 2);
    await elapse(SERVER_CART_SAVE_DELAY_MS);
    store.setAmount('jacket', 3);
    await elapse(SERVER_CART_SAVE_DELAY_MS * 3);
    // One save at a time, so an older cart never lands after a newer one.
    expect(saved).toHaveLength(1);
    answer();
    await elapse();
    expect(saved.map((body) => body.products[0]?.amount)).toEqual([2, 3]);
  });

  it('logs a failed save and saves again on the next change', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { bus, store, api, saved } = setUp([jacket], rowsOf([jacket]));
    api.saveCart.mockRejectedValueOnce(new Error('503'));
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse();
    store.setAmount('jacket', 2);
    await elapse(SERVER_CART_SAVE_DELAY_MS);
    expect(error).toHaveBeenCalledWith('Failed to save the cart on the account', expect.any(Error));
    expect(saved).toEqual([]);
    await elapse(SERVER_CART_SAVE_DELAY_MS * 5);
    expect(api.saveCart).toHaveBeenCalledTimes(1);
    store.add({ line: { uid: 'boots', variantId: 22, modelId: 2, amount: 5 } });
    await elapse(SERVER_CART_SAVE_DELAY_MS);
    expect(saved).toEqual([{ products: rowsOf([{ ...jacket, amount: 2 }, boots]) }]);
  });

  it('logs a failed read, saves nothing over the unread cart, and reads again on the next change', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { bus, store, api, saved } = setUp(
      [jacket],
      [{ uid: 'b', productId: 22, modelId: 2, amount: 1 }],
    );
    api.customer.mockRejectedValueOnce(new Error('offline'));
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse();
    expect(error).toHaveBeenCalledWith(
      'Failed to read the cart saved on the account',
      expect.any(Error),
    );
    await elapse(SERVER_CART_SAVE_DELAY_MS * 2);
    expect(api.saveCart).not.toHaveBeenCalled();
    store.setAmount('jacket', 2);
    await elapse(SERVER_CART_SAVE_DELAY_MS);
    expect(api.customer).toHaveBeenCalledTimes(2);
    const lines = [
      { ...jacket, amount: 2 },
      { uid: 'b', variantId: 22, modelId: 2, amount: 1 },
    ];
    expect(store.current().lines).toEqual(lines);
    expect(saved).toEqual([{ products: rowsOf(lines) }]);
  });

  it('ignores a saved cart that answers after the logout', async () => {
    const { bus, store, api } = setUp([], [{ uid: 'b', productId: 22, modelId: 2, amount: 1 }]);
    let answer = () => {};
    api.customer.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ customer: { cart_content: { products: rowsOf([boots]) } } });
        }),
    );
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    bus.emit('auth:changed', loggedOut);
    answer();
    await elapse(SERVER_CART_SAVE_DELAY_MS * 2);
    expect(store.current().lines).toEqual([]);
    expect(api.saveCart).not.toHaveBeenCalled();
  });

  it('keeps the cart’s rules when merging: refused rows are left out', async () => {
    const frozen: CartLine = { ...jacket, isFrozen: true };
    const bundle: CartLine = {
      uid: 'bundle',
      variantId: 5,
      modelId: 3,
      amount: 1,
      bundleId: '3-5-6',
    };
    const giftCard: CartLine = {
      uid: 'card',
      variantId: 90,
      modelId: 9,
      amount: 1,
      giftCard: { valueEuros: 50 },
    };
    const { bus, store, api } = setUp(
      [frozen, bundle, giftCard],
      [
        { uid: 'x1', productId: 11, modelId: 1, amount: 4 },
        { uid: 'x2', productId: 5, modelId: 3, amount: 2, bundleHash: '3-5-6' },
        { uid: 'x3', productId: 91, modelId: 9, amount: 1, giftCard: { valueEuros: 20 } },
        { uid: 'x4', productId: 77, modelId: 7, amount: 2, frozen: true },
      ],
    );
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse();
    // A frozen line does not grow, a new bundle's amount is not set, one gift card per order.
    expect(store.current().lines).toEqual([
      frozen,
      bundle,
      giftCard,
      { uid: 'x4', variantId: 77, modelId: 7, amount: 2, isFrozen: true },
    ]);
    expect(store.mergeLines([{ variantId: 11, modelId: 1, amount: 9 }])).toEqual(['frozen']);
  });

  it('adds a saved gift card with its recipient when the cart has none', async () => {
    const card = { valueEuros: 100, recipientName: 'Aino' };
    const { bus, store, api } = setUp(
      [jacket],
      [{ uid: 'card', productId: 90, modelId: 9, amount: 1, giftCard: card }],
    );
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse();
    expect(store.current().lines).toEqual([
      jacket,
      { uid: 'card', variantId: 90, modelId: 9, amount: 1, giftCard: card },
    ]);
  });

  it('leaves a redeemed gift campaign’s cart as it is, and saves it on the account', async () => {
    const campaign = { code: 'GIFT', category: 'summer' };
    const { bus, store, api, saved } = setUp([jacket], rowsOf([boots]), {
      giftCampaign: campaign,
    });
    bus.emit('auth:changed', loggedIn(7));
    connectServerCart(store, bus, api);
    await elapse(SERVER_CART_SAVE_DELAY_MS);
    expect(store.current()).toMatchObject({ lines: [jacket], giftCampaign: campaign });
    expect(saved).toEqual([{ products: rowsOf([jacket]) }]);
  });

  it('stops at disconnect', async () => {
    const { bus, store, api } = setUp([jacket]);
    bus.emit('auth:changed', loggedIn(7));
    const disconnect = connectServerCart(store, bus, api);
    await elapse();
    store.setAmount('jacket', 2);
    disconnect();
    store.setAmount('jacket', 3);
    bus.emit('auth:changed', loggedIn(8));
    await elapse(SERVER_CART_SAVE_DELAY_MS * 2);
    expect(api.customer).toHaveBeenCalledTimes(1);
    expect(api.saveCart).not.toHaveBeenCalled();
  });
});
