import { describe, expect, it } from 'vitest';
import { listPickupStores } from './pickup-stores';

describe('listPickupStores', () => {
  it('leaves out the online store and sorts by name', () => {
    const stores = [
      { id: 3, slug: 'tampere', name: 'Tampere', isWeb: false },
      { id: 20, slug: 'verkkokauppa', name: 'Verkkokauppa', isWeb: true },
      { id: 1, slug: 'helsinki', name: 'Helsinki', isWeb: false },
    ];
    expect(listPickupStores(stores, 'fi').map((store) => store.slug)).toEqual([
      'helsinki',
      'tampere',
    ]);
  });
});
