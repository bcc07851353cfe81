import { describe, expectTypeOf, it } from 'vitest';
import { shopBus } from '../bus/shop-events.js';
import type { CartLine } from './cart-line.js';

describe('cart events', () => {
  it('carries add requests, refusals and the lines of the cart', () => {
    shopBus.emit('cart:add-requested', { line: { variantId: 1, modelId: 2, amount: 1 } });
    shopBus.emit('cart:add-requested', {
      line: { variantId: 1, modelId: 2, amount: 1, bundleId: '2-1-5', uid: '1700000000' },
      giftCampaign: { code: 'GIFT', category: 'summer' },
    });
    shopBus.emit('cart:clear-requested', undefined);
    shopBus.emit('cart:add-refused', { reason: 'single-gift-card', variantId: 1 });
    // The 1.0 payload, the count alone, is still a valid state.
    shopBus.emit('cart:changed', { itemCount: 0 });
    expectTypeOf(shopBus.current('cart:changed')?.lines).toEqualTypeOf<
      readonly CartLine[] | undefined
    >();
  });

  it('rejects requests the owner could not apply', () => {
    // @ts-expect-error a line needs its variant, model and amount
    shopBus.emit('cart:add-requested', { line: { variantId: 1 } });
    // @ts-expect-error refusals name one of the owner's reasons
    shopBus.emit('cart:add-refused', { reason: 'sold-out', variantId: 1 });
  });
});
