import { createMemoryStorage } from '@shop/shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { createLocalStateStore } from './local-state-store';

describe('local state store (platform §3 local storage state)', () => {
  it('persists each change so a new page load reads it back', () => {
    const storage = createMemoryStorage();
    const store = createLocalStateStore(storage);
    store.selectSize('M');
    store.selectSize('L');
    store.viewProduct({ path: '/fjallraven/kanken/' });
    store.setPostcode('00100');
    expect(createLocalStateStore(storage).current()).toEqual({
      selectedSizes: ['L', 'M'],
      viewedProducts: [{ path: '/fjallraven/kanken/' }],
      postcode: '00100',
    });
  });

  it('refuses an incomplete postcode and keeps the saved one', () => {
    const store = createLocalStateStore(createMemoryStorage());
    store.setPostcode('00100');
    expect(store.setPostcode('001')).toBe(false);
    expect(store.current().postcode).toBe('00100');
    expect(store.setPostcode('')).toBe(true);
    expect(store.current().postcode).toBe('');
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const store = createLocalStateStore(createMemoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.selectSize('M');
    unsubscribe();
    store.selectSize('L');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when the storage is full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createLocalStateStore(full);
    store.selectSize('M');
    expect(store.current().selectedSizes).toEqual(['M']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
