import { createMemoryStorage } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  addSelectedSize,
  addViewedProduct,
  isSavablePostcode,
  MAX_VIEWED_PRODUCTS,
  readLocalState,
} from './local-state';

describe('local state lists (platform §3, §9)', () => {
  it('puts the most recent size first, once', () => {
    expect(addSelectedSize(['M', 'L'], 'S')).toEqual(['S', 'M', 'L']);
    expect(addSelectedSize(['M', 'L', 'S'], 'S')).toEqual(['S', 'M', 'L']);
  });

  it('keeps viewed products newest first, deduplicated by path', () => {
    const list = [{ path: '/a/' }, { path: '/b/' }];
    expect(addViewedProduct(list, { path: '/b/', name: 'B' })).toEqual([
      { path: '/b/', name: 'B' },
      { path: '/a/' },
    ]);
  });

  it('keeps at most 60 viewed products, dropping the oldest', () => {
    const list = Array.from({ length: MAX_VIEWED_PRODUCTS }, (_, index) => ({
      path: `/${index}/`,
    }));
    const next = addViewedProduct(list, { path: '/new/' });
    expect(MAX_VIEWED_PRODUCTS).toBe(60);
    expect(next).toHaveLength(60);
    expect(next[0]).toEqual({ path: '/new/' });
    expect(next.at(-1)).toEqual({ path: '/58/' });
  });

  it('saves a postcode only when empty or exactly 5 long', () => {
    expect(isSavablePostcode('')).toBe(true);
    expect(isSavablePostcode('00100')).toBe(true);
    expect(isSavablePostcode('0010')).toBe(false);
    expect(isSavablePostcode('001000')).toBe(false);
  });
});

describe('readLocalState', () => {
  it('reads missing storage as empty', () => {
    expect(readLocalState(createMemoryStorage())).toEqual({
      selectedSizes: [],
      viewedProducts: [],
      postcode: '',
    });
  });

  it('reads corrupt or wrongly shaped values as empty', () => {
    const storage = createMemoryStorage();
    storage.setItem('selectedSizes', '["M",');
    storage.setItem('viewedProducts', '[{"name":"no path"}]');
    expect(readLocalState(storage)).toMatchObject({ selectedSizes: [], viewedProducts: [] });
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readLocalState(throwing).postcode).toBe('');
  });
});
