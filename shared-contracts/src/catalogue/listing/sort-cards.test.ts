import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../api/catalogue.js';
import { SORT_OPTIONS } from './list-filters.js';
import { discountFraction, sortCards } from './sort-cards.js';
import { testCard } from './test-cards.js';

const priced = (active: number, reference: number | null, type: ProductCard['price']['type']) => ({
  active,
  reference,
  club: null,
  type,
  lowest30d: null,
});

const cards = [
  testCard({
    id: 1,
    name: 'Öljy',
    soldAmount: 5,
    published: '2026-03-01T00:00:00Z',
    rating: { average: 8, count: 2 },
    price: priced(8_000, 10_000, 'discount'),
  }),
  testCard({
    id: 2,
    name: 'alpha',
    soldAmount: 50,
    published: '2026-05-01T00:00:00Z',
    rating: { average: 9, count: 1 },
    price: priced(5_000, null, 'normal'),
  }),
  testCard({
    id: 3,
    name: 'Beta',
    soldAmount: 1,
    published: '2026-01-01T00:00:00Z',
    rating: { average: 8, count: 7 },
    price: priced(4_000, 8_000, 'outlet'),
  }),
  testCard({
    id: 4,
    name: 'beta 2',
    soldAmount: 20,
    published: '2025-12-01T00:00:00Z',
    price: priced(6_000, null, 'club'),
  }),
];
const order = (sort: (typeof SORT_OPTIONS)[number]['key'], language = 'fi') =>
  sortCards(cards, sort, language).map((card) => card.id);

describe('sortCards (catalogue §9)', () => {
  it('has the eight options with their backend values', () => {
    expect(SORT_OPTIONS.map((option) => `${option.key}/${option.backend}`)).toEqual([
      'default/most-popular',
      'popular/most-sold',
      'newest/newest',
      'stars/top-rated',
      'offers/best-offer',
      'lowest/price-lowest',
      'highest/price-highest',
      'alphabetical/alphabetical-asc',
    ]);
  });

  it('keeps the list order by default and orders by each other key', () => {
    expect(order('default')).toEqual([1, 2, 3, 4]);
    expect(order('popular')).toEqual([2, 4, 1, 3]);
    expect(order('newest')).toEqual([2, 1, 3, 4]);
    expect(order('stars')).toEqual([2, 3, 1, 4]);
    expect(order('lowest')).toEqual([3, 2, 4, 1]);
    expect(order('highest')).toEqual([1, 4, 2, 3]);
    // Finnish collation puts Ö after the Latin letters; case does not count.
    expect(order('alphabetical')).toEqual([2, 3, 4, 1]);
  });

  it('orders offers by the share taken off, regular prices last at equal shares', () => {
    expect(discountFraction(cards[0] as ProductCard)).toBeCloseTo(0.2);
    expect(order('offers')).toEqual([3, 1, 4, 2]);
  });
});
