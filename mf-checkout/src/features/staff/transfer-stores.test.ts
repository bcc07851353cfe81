import { describe, expect, it } from 'vitest';
import { listTransferStores } from './transfer-stores';

const store = (id: number, name: string, type: 'retail' | 'outlet' | 'web' | 'external') => ({
  id,
  slug: name.toLowerCase(),
  name,
  type,
  isWeb: type === 'web',
});

describe('listTransferStores', () => {
  it('lists the shop’s own stores and warehouses by name, not a supplier’s stock', () => {
    const listed = listTransferStores(
      {
        stores: [
          store(3, 'Tampere', 'retail'),
          store(99, 'Toimittajan varasto', 'external'),
          store(20, 'Verkkokauppa', 'web'),
          store(7, 'Outlet', 'outlet'),
          store(1, 'Helsinki', 'retail'),
        ],
        storeNameOrder: [1, 7, 3, 99, 20],
      },
      'fi',
    );
    expect(listed.map((entry) => entry.id)).toEqual([1, 7, 3, 20]);
  });
});
