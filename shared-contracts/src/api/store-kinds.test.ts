import { describe, expect, it } from 'vitest';
import { isVisitableStore, storesByName } from './store-kinds.js';

const store = (id: number, name: string) => ({ id, name });

describe('storesByName', () => {
  const stores = [store(1, 'Östersund'), store(2, 'Oulu'), store(3, 'Zürich'), store(4, 'Åre')];

  it('follows the order the api made for the language', () => {
    const ordered = storesByName({ stores, storeNameOrder: [2, 3, 4, 1] }, 'sv');
    expect(ordered.map((entry) => entry.id)).toEqual([2, 3, 4, 1]);
  });

  it('leaves out an id the order names that is not among the stores', () => {
    const ordered = storesByName({ stores, storeNameOrder: [2, 9, 1] }, 'sv');
    expect(ordered.map((entry) => entry.id)).toEqual([2, 1]);
  });

  it('collates the names itself when the api sent no order (an api before 3.17)', () => {
    expect(storesByName({ stores }, 'sv').map((entry) => entry.name)).toEqual([
      'Oulu',
      'Zürich',
      'Åre',
      'Östersund',
    ]);
    expect(storesByName({ stores }, 'de').map((entry) => entry.name)).toEqual([
      'Åre',
      'Östersund',
      'Oulu',
      'Zürich',
    ]);
  });
});

describe('isVisitableStore', () => {
  it('is a retail store or an outlet', () => {
    expect(isVisitableStore({ type: 'retail' })).toBe(true);
    expect(isVisitableStore({ type: 'outlet' })).toBe(true);
    expect(isVisitableStore({ type: 'web' })).toBe(false);
    expect(isVisitableStore({ type: 'external' })).toBe(false);
  });
});
