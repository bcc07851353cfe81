import { describe, expect, it } from 'vitest';
import { computeFacets, isOffered } from './facets.js';
import { color, testCard } from './test-cards.js';

const price = (card: { price: { active: number } }) => card.price.active / 100;

describe('computeFacets (catalogue §4)', () => {
  const cards = [
    testCard({ id: 1, sizes: ['XL', 'S'], colors: [color('red')], stocks: ['b', 'a'] }),
    testCard({ id: 2, sizes: ['M', '42,5', '41'], colors: [color('red')], stocks: ['a'] }),
    testCard({ id: 3, manufacturer: 'Alpha', manufacturerSlug: 'alpha', sizes: ['One size'] }),
  ];
  const facets = computeFacets(cards, price, 'en', { stores: new Map([['a', 'Turku']]) });

  it('counts the cards per value and names the values', () => {
    expect(facets.manufacturer).toEqual([
      { value: 'alpha', label: 'Alpha', count: 1 },
      { value: 'routa', label: 'Routa', count: 2 },
    ]);
    expect(facets.store).toEqual([
      { value: 'b', label: 'b', count: 1 },
      { value: 'a', label: 'Turku', count: 2 },
    ]);
  });

  it('orders sizes small to large: letters, then numbers, then names', () => {
    expect(facets.size.map((size) => size.value)).toEqual([
      'S',
      'M',
      'XL',
      '41',
      '42,5',
      'One size',
    ]);
  });

  it('spans the prices from the floor of the lowest to the ceiling of the highest', () => {
    const priced = [
      testCard({ id: 1, price: { ...testCard({ id: 0 }).price, active: 1_999 } }),
      testCard({ id: 2, price: { ...testCard({ id: 0 }).price, active: 25_050 } }),
    ];
    expect(computeFacets(priced, price, 'en').price).toEqual({ min: 19, max: 251 });
    expect(computeFacets([], price, 'en').price).toBeNull();
  });

  it('offers a filter only with more than one value, the store filter always', () => {
    expect(isOffered(facets, 'manufacturer')).toBe(true);
    expect(isOffered(facets, 'color')).toBe(false);
    expect(isOffered(facets, 'group')).toBe(false);
    expect(isOffered(facets, 'price')).toBe(false);
    expect(isOffered(computeFacets([], price, 'en'), 'store')).toBe(true);
  });
});
