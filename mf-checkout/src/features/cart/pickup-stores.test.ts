import { describe, expect, it } from 'vitest';
import { listPickupStores } from './pickup-stores';

describe('listPickupStores', () => {
  it('leaves out the online store and supplier stock, in the api’s name order', () => {
    const stores = [
      { id: 3, slug: 'tampere', name: 'Tampere', type: 'retail' as const, isWeb: false },
      { id: 20, slug: 'verkkokauppa', name: 'Verkkokauppa', type: 'web' as const, isWeb: true },
      { id: 1, slug: 'helsinki', name: 'Helsinki', type: 'retail' as const, isWeb: false },
      {
        id: 99,
        slug: 'supplier',
        name: 'Toimittajan varasto',
        type: 'external' as const,
        isWeb: false,
      },
    ];
    const resources = { stores, storeNameOrder: [1, 3, 99, 20] };
    expect(listPickupStores(resources, 'fi').map((store) => store.slug)).toEqual([
      'helsinki',
      'tampere',
    ]);
  });
});
