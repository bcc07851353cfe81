import { describe, expect, it } from 'vitest';
import { toStoreOptions } from './store-options';

describe('toStoreOptions', () => {
  it('offers the web shop first as sales channel S, then the stores in the order given', () => {
    const options = toStoreOptions(
      [
        { id: 2, slug: 'espoo', name: 'Espoo', type: 'retail' as const, isWeb: false },
        { id: 20, slug: 'web', name: 'Verkkokauppa', type: 'web' as const, isWeb: true },
        { id: 5, slug: 'oulu', name: 'Oulu', type: 'retail' as const, isWeb: false },
      ],
      'Online shop',
    );
    expect(options).toEqual([
      { value: '20', label: 'Online shop', channel: 'S' },
      { value: '2', label: 'Espoo', channel: 'store' },
      { value: '5', label: 'Oulu', channel: 'store' },
    ]);
  });
});
