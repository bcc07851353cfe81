import { describe, expect, it } from 'vitest';
import { ByteLru } from './media-cache.js';

describe('ByteLru', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new ByteLru(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.get('a');
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(8);
  });

  it('skips values larger than the whole budget', () => {
    const cache = new ByteLru(4);
    cache.set('big', Buffer.alloc(5));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
