import { describe, expect, it } from 'vitest';
import { blockRange, blocksFor, listingPage } from './listing-page.js';
import { color, testCard } from './test-cards.js';

const euro = { currencyCode: 'EUR', currencyRate: 1 };
const options = { language: 'en', isSearch: false, labels: {} };

describe('blockRange and blocksFor (catalogue §4 grid, asked for in blocks)', () => {
  it('asks for 60 cards at a time', () => {
    expect(blockRange(0)).toEqual({ offset: 0, limit: 60 });
    expect(blockRange(3)).toEqual({ offset: 180, limit: 60 });
  });

  it('counts the blocks holding the first cards, at least one', () => {
    expect(blocksFor(0)).toBe(1);
    expect(blocksFor(60)).toBe(1);
    expect(blocksFor(61)).toBe(2);
    expect(blocksFor(119)).toBe(2);
    expect(blocksFor(181)).toBe(4);
  });
});

describe('listingPage (catalogue §4, §9)', () => {
  const cards = Array.from({ length: 10 }, (_, index) =>
    testCard({
      id: index + 1,
      colors: [color(index % 2 === 0 ? 'red' : 'blue')],
      price: {
        active: (10 - index) * 1000,
        reference: null,
        club: null,
        type: 'normal',
        lowest30d: null,
      },
    }),
  );
  const page = (query: Partial<Parameters<typeof listingPage>[1]>) =>
    listingPage(cards, { filter: '', offset: 0, limit: 60, currency: euro, ...query }, options);

  it('answers the slice with the counts, and the facets only at offset 0', () => {
    const first = page({ limit: 4 });
    expect(first).toMatchObject({ total: 10, matched: 10, offset: 0 });
    expect(first.cards.map((card) => card.id)).toEqual([1, 2, 3, 4]);
    expect(first.facets?.color.map((facet) => facet.value)).toEqual(['blue', 'red']);
    const later = page({ offset: 8, limit: 4 });
    expect(later.cards.map((card) => card.id)).toEqual([9, 10]);
    expect(later.facets).toBeNull();
  });

  it('filters and sorts before slicing, so pages continue one order', () => {
    const lowest = [0, 2, 4].flatMap(
      (offset) => page({ filter: 'color=red&sort=lowest', offset, limit: 2 }).cards,
    );
    expect(lowest.map((card) => card.id)).toEqual([9, 7, 5, 3, 1]);
    expect(page({ filter: 'color=red' }).matched).toBe(5);
  });

  it('drops unknown values and ignores parameters it does not own', () => {
    expect(page({ filter: 'color=green&utm_source=x' }).matched).toBe(10);
  });

  it('puts the recommendation ids first for the default sort only', () => {
    expect(page({ sortIds: [7, 3], limit: 3 }).cards.map((card) => card.id)).toEqual([7, 3, 1]);
    expect(page({ sortIds: [7, 3], filter: 'sort=highest', limit: 1 }).cards[0]?.id).toBe(1);
  });

  it('counts without cards when the limit is 0', () => {
    expect(page({ filter: 'color=blue', limit: 0 })).toMatchObject({ matched: 5, cards: [] });
  });

  it('keeps a search text out of the filters', () => {
    const search = listingPage(
      cards,
      { filter: 'text=zzz', offset: 0, limit: 60, currency: euro },
      { ...options, isSearch: true },
    );
    expect(search.matched).toBe(10);
    expect(page({ filter: 'text=zzz' }).matched).toBe(0);
  });
});
