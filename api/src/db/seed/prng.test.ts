import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './prng.js';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
  });

  it('gives a different sequence for another seed', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('keeps floats in [0, 1) and integers inside their bounds', () => {
    const random = createRandom(7);
    for (let i = 0; i < 2000; i++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
  });

  it('derives forks that depend only on the seed and the label', () => {
    const forked = createRandom(9).fork('models').next();
    const parent = createRandom(9);
    parent.next();
    expect(parent.fork('models').next()).toBe(forked);
    expect(createRandom(9).fork('stock').next()).not.toBe(forked);
  });

  it('samples distinct items and honours weights', () => {
    const random = createRandom(3);
    const picked = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 1000; i++)
      counts[
        random.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++;
    expect(counts.a).toBeGreaterThan(counts.b * 4);
  });
});

describe('hashString', () => {
  it('is stable', () => {
    expect(hashString('alpine')).toBe(hashString('alpine'));
    expect(hashString('alpine')).not.toBe(hashString('nordic'));
  });
});
