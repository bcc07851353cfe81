import { CART_STORAGE_KEY, createMemoryStorage, type StorageLike } from '@shop/shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { createCartStore } from './cart-store';
import { clearCheckout } from './empty-cart';
import { storageWith, storedCart } from './test-cart';

const jacket = { variantId: 11, modelId: 1, amount: 1 };
let next = 0;
const createUid = () => `uid-${++next}`;

describe('createCartStore', () => {
  it('restores the stored cart on start (the cart survives a reload)', () => {
    const lines = [{ ...jacket, uid: 'a', amount: 2 }];
    const store = createCartStore({ storage: storageWith({ lines, discountCodes: ['CLUB'] }) });
    expect(store.current()).toEqual({ ...clearCheckout(), lines, discountCodes: ['CLUB'] });
  });

  it('starts empty with nothing stored', () => {
    expect(createCartStore({ storage: createMemoryStorage() }).current()).toEqual(clearCheckout());
  });

  it('persists every change and tells its subscribers', () => {
    const storage = createMemoryStorage();
    const store = createCartStore({ storage, createUid });
    const seen: number[] = [];
    store.subscribe((state) => seen.push(state.lines.length));
    store.add({ line: jacket });
    store.addDiscountCode('club');
    store.updateForm({ city: 'Oulu' });
    expect(storedCart(storage)).toEqual(store.current());
    expect(store.current()).toMatchObject({ discountCodes: ['CLUB'], form: { city: 'Oulu' } });
    expect(seen).toEqual([1, 1, 1]);
  });

  it('returns the refusal and leaves storage and subscribers alone', () => {
    const storage = storageWith({ lines: [{ ...jacket, uid: 'f', isFrozen: true }] });
    const before = storage.getItem('cart');
    const store = createCartStore({ storage });
    let calls = 0;
    store.subscribe(() => calls++);
    expect(store.add({ line: jacket })).toBe('frozen');
    expect(store.setAmount('f', 2)).toBe('frozen');
    expect(storage.getItem('cart')).toBe(before);
    expect(calls).toBe(0);
  });

  it('sets and removes lines, and clears the campaign the cart no longer fits (platform §5)', () => {
    const campaign = { code: 'GIFT', category: 'summer' };
    const store = createCartStore({ storage: createMemoryStorage(), createUid });
    store.add({ line: jacket, giftCampaign: campaign });
    const [line] = store.current().lines;
    expect(store.setAmount(line?.uid ?? '', 2)).toBeUndefined();
    expect(store.current().giftCampaign).toBeNull();
    store.removeLine(line?.uid ?? '');
    expect(store.current().lines).toEqual([]);
  });

  it('clears everything the cart keeps (platform §4)', () => {
    const storage = storageWith({
      lines: [{ ...jacket, uid: 'a' }],
      isPostDelivery: true,
      transferRequest: {
        fromStoreIds: [1],
        toStoreIds: [2],
        isReserveQuantity: true,
        isHighPriority: false,
      },
    });
    const store = createCartStore({ storage });
    store.clear();
    expect(store.current()).toEqual(clearCheckout());
    // Nothing is kept for an empty checkout: the key goes (decision 0010), and reads back empty.
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(createCartStore({ storage }).current()).toEqual(clearCheckout());
  });

  it('keeps a staff line’s store amounts, the row amount their sum for several destinations (platform §5)', () => {
    const transferRequest = {
      fromStoreIds: [1],
      toStoreIds: [2, 3],
      isReserveQuantity: false,
      isHighPriority: true,
    };
    const storage = storageWith({ lines: [{ ...jacket, uid: 'a' }], transferRequest });
    const store = createCartStore({ storage });
    const transfer = { toAmounts: { '2': 1, '3': 2 }, fromAmounts: {} };
    expect(store.setTransferAmounts('a', transfer)).toBeUndefined();
    expect(store.current().lines).toEqual([{ ...jacket, uid: 'a', amount: 3, transfer }]);
    expect(storedCart(storage)).toEqual(store.current());

    store.clearTransferRequest();
    expect(store.current().transferRequest).toBeNull();
    expect(store.current().lines).toEqual([{ ...jacket, uid: 'a', amount: 3 }]);
  });

  it('refuses store amounts that would grow a frozen line', () => {
    const transferRequest = {
      fromStoreIds: [1],
      toStoreIds: [2, 3],
      isReserveQuantity: false,
      isHighPriority: false,
    };
    const lines = [{ ...jacket, uid: 'f', isFrozen: true }];
    const store = createCartStore({ storage: storageWith({ lines, transferRequest }) });
    const transfer = { toAmounts: { '2': 1, '3': 1 }, fromAmounts: {} };
    expect(store.setTransferAmounts('f', transfer)).toBe('frozen');
    expect(store.current().lines).toEqual(lines);
  });

  it('takes another tab’s cart without writing it back', () => {
    const writes: string[] = [];
    const storage: StorageLike = {
      ...createMemoryStorage(),
      setItem: (key) => void writes.push(key),
    };
    const store = createCartStore({ storage });
    const other = createCartStore({ storage: createMemoryStorage(), createUid });
    other.add({ line: jacket });
    store.receiveFromOtherTab(JSON.stringify(other.current()));
    expect(store.current()).toEqual(other.current());
    store.receiveFromOtherTab(null);
    expect(store.current()).toEqual(clearCheckout());
    expect(writes).toEqual([]);
  });

  it('keeps working when storage is full or blocked', () => {
    const storage: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createCartStore({ storage, createUid });
    store.add({ line: jacket });
    expect(store.current().lines).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
