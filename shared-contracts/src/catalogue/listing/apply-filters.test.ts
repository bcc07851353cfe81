import { describe, expect, it } from 'vitest';
import { applyFilters, matchesText, normaliseForMatch } from './apply-filters.js';
import { NO_FILTERS } from './list-filters.js';
import { color, testCard } from './test-cards.js';

const price = (card: { price: { active: number } }) => card.price.active / 100;

describe('the text filter (catalogue §5)', () => {
  it('ignores case and every character but letters and digits', () => {
    expect(normaliseForMatch('Gore-Tex® Pro 3L')).toBe('goretexpro3l');
    const card = testCard({ id: 1, name: 'Pilvi GTX', shortDescription: 'Gore-Tex membrane' });
    expect(matchesText(card, 'goretex')).toBe(true);
    expect(matchesText(card, 'PILVI g.t.x')).toBe(true);
    expect(matchesText(card, 'ROUTA')).toBe(true);
    expect(matchesText(card, 'wool')).toBe(false);
    expect(matchesText(card, ' -- ')).toBe(true);
  });
});

describe('applyFilters', () => {
  const cards = [
    testCard({ id: 1, colors: [color('red')], stocks: ['a'], sizes: ['M'], productGroupIds: [5] }),
    testCard({
      id: 2,
      manufacturerSlug: 'fjall',
      colors: [color('blue')],
      stocks: ['b'],
      sizes: ['L'],
      price: { active: 30_000, reference: null, club: null, type: 'normal', lowest30d: null },
    }),
    testCard({ id: 3, colors: [color('red'), color('blue')], stocks: [], sizes: ['L'] }),
  ];
  const ids = (filters: Partial<typeof NO_FILTERS>) =>
    applyFilters(cards, { ...NO_FILTERS, ...filters }, price).map((card) => card.id);

  it('matches any value within a filter and every filter across them', () => {
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ color: ['red', 'blue'] })).toEqual([1, 2, 3]);
    expect(ids({ color: ['blue'], size: ['L'] })).toEqual([2, 3]);
    expect(ids({ color: ['blue'], manufacturer: ['routa'] })).toEqual([3]);
    expect(ids({ store: ['a'] })).toEqual([1]);
    expect(ids({ group: ['5'] })).toEqual([1]);
  });

  it('keeps the cards whose shown price is in the range, ends included', () => {
    expect(ids({ price: { min: 100, max: 100 } })).toEqual([1, 3]);
    expect(ids({ price: { min: 101, max: 300 } })).toEqual([2]);
  });
});
