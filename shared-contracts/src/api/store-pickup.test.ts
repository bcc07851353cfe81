import { describe, expect, it } from 'vitest';
import { offersStorePickup } from './store-pickup.js';

describe('offersStorePickup', () => {
  it('is true only where a method is collected in a store', () => {
    expect(offersStorePickup([{ kind: 'home' }, { kind: 'store' }])).toBe(true);
    expect(offersStorePickup([{ kind: 'express' }])).toBe(true);
    // A parcel locker or pickup point is not one of our stores; abroad only delivery is offered.
    expect(offersStorePickup([{ kind: 'pickup-point' }, { kind: 'home' }])).toBe(false);
    expect(offersStorePickup([])).toBe(false);
  });
});
