import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('shares one load until the value is older than the TTL', async () => {
    let time = 0;
    const load = vi.fn(async () => time);
    const cache = createTtlCache(load, { ttlMs: 100, now: () => time });
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([0, 0]);
    time = 99;
    expect(await cache.get()).toBe(0);
    time = 100;
    expect(await cache.get()).toBe(100);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const cache = createTtlCache<string>(load);
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('up');
  });
});
