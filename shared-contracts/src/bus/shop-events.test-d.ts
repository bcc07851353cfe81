import { describe, expectTypeOf, it } from 'vitest';
import { shopBus } from './shop-events.js';

describe('shop bus types', () => {
  it('accepts the declared payload of each event', () => {
    shopBus.emit('shell:toast-requested', { message: 'Saved', kind: 'success' });
    expectTypeOf(shopBus.current('market:changed')).toEqualTypeOf<
      import('./shop-events.js').MarketState | undefined
    >();
  });

  it('rejects a wrong payload or an unknown event at compile time', () => {
    // @ts-expect-error kind must be one of the toast kinds
    shopBus.emit('shell:toast-requested', { message: 'x', kind: 'loud' });
    // @ts-expect-error the market event needs the whole market state
    shopBus.emit('market:changed', { language: 'fi' });
    // @ts-expect-error events are keys of the one event map
    shopBus.emit('cart:add', { id: 1 });
    // @ts-expect-error handlers receive the declared payload
    shopBus.on('page:viewed', (payload: { other: number }) => payload);
  });
});
