import { describe, expectTypeOf, it } from 'vitest';
import type { ShopEvents as FrozenEvents } from './contract-snapshot/bus/shop-events.js';
import type { ShopEvents } from './shop-events.js';

/**
 * A payload stays compatible within a major when every payload of the frozen map is still a
 * valid payload (old emitters) and every current payload is still a valid frozen one (old
 * subscribers): only optional fields may be added. New events may be added freely.
 */
type Compatible<Frozen, Current> = [Frozen] extends [Current]
  ? [Current] extends [Frozen]
    ? true
    : false
  : false;

type Compatibility = {
  readonly [Type in keyof FrozenEvents]: Type extends keyof ShopEvents
    ? Compatible<FrozenEvents[Type], ShopEvents[Type]>
    : false;
};

describe('event map compatibility within the contracts major (0006)', () => {
  it('keeps every frozen event with a compatible payload', () => {
    expectTypeOf<Compatibility>().toEqualTypeOf<{
      readonly [Type in keyof FrozenEvents]: true;
    }>();
  });
});
