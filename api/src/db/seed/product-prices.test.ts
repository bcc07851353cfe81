import { describe, expect, it } from 'vitest';
import type { LeafSpec } from './data/group-types.js';
import { createRandom } from './prng.js';
import { pickPriceRule, reduce, roundRegular, variantPrices } from './product-prices.js';
import { same } from './text.js';

const LEAF: LeafSpec = {
  slug: 'test',
  name: same('Test'),
  nouns: [],
  kind: 'jacket',
  sizes: 'letter',
  price: [29, 899],
};

describe('price helpers', () => {
  it('round to shop-style endings', () => {
    expect(roundRegular(47)).toBe(4990);
    expect(roundRegular(343)).toBe(34990);
    expect(roundRegular(1234)).toBe(129900);
    expect(reduce(34990, 20)).toBe(27990);
    expect(reduce(100, 90)).toBe(90);
  });

  it('keep active <= regular, club below active and outlet prices for outlet models', () => {
    const random = createRandom(11);
    for (let i = 0; i < 500; i++) {
      const outlet = i % 10 === 0;
      const price = variantPrices(i, pickPriceRule(random, LEAF, outlet), i % 3 === 0 ? 1000 : 0);
      expect(price.active).toBeLessThanOrEqual(price.regular);
      if (price.club !== null) expect(price.club).toBeLessThan(price.active);
      if (price.discount_free !== null) expect(price.active).toBeLessThan(price.discount_free);
      expect(price.outlet !== null).toBe(outlet);
      if (outlet) expect(price.discount_value).toBeNull();
      expect(price.lowest_30d).toBeLessThanOrEqual(price.regular);
    }
  });
});
