import { describe, expect, it } from 'vitest';
import { createCartStore } from './cart-store';
import { clearCheckout } from './empty-cart';
import { followOtherTabs } from './other-tabs';
import { storageWith } from './test-cart';

const lines = [{ uid: 'a', variantId: 11, modelId: 1, amount: 3 }];
const storageEvent = (key: string | null, newValue: string | null) =>
  Object.assign(new Event('storage'), { key, newValue });

describe('followOtherTabs', () => {
  it('takes the cart another tab wrote, and an emptied storage', () => {
    const window = new EventTarget();
    const store = createCartStore({ storage: storageWith() });
    followOtherTabs(store, window);
    window.dispatchEvent(storageEvent('cart', JSON.stringify({ ...clearCheckout(), lines })));
    expect(store.current().lines).toEqual(lines);
    window.dispatchEvent(storageEvent(null, null));
    expect(store.current()).toEqual(clearCheckout());
  });

  it('ignores other keys and stops when asked', () => {
    const window = new EventTarget();
    const store = createCartStore({ storage: storageWith({ lines }) });
    const stop = followOtherTabs(store, window);
    window.dispatchEvent(storageEvent('postcode', '00100'));
    expect(store.current().lines).toEqual(lines);
    stop();
    window.dispatchEvent(storageEvent('cart', null));
    expect(store.current().lines).toEqual(lines);
  });
});
