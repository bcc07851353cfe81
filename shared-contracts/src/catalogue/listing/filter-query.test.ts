import { describe, expect, it } from 'vitest';
import { computeFacets } from './facets.js';
import {
  clampRange,
  decodeSize,
  encodeSize,
  parseRange,
  readFilters,
  SEARCH_FILTER_PARAMS,
  writeFilters,
} from './filter-query.js';
import { NO_FILTERS } from './list-filters.js';
import { color, testCard } from './test-cards.js';

const cards = [
  testCard({
    id: 1,
    manufacturer: 'Routa',
    manufacturerSlug: 'routa',
    colors: [color('red'), color('blue')],
    sizes: ['42', '42,5'],
    stocks: ['helsinki'],
    productGroupIds: [10],
    price: { active: 1_999, reference: null, club: null, type: 'normal', lowest30d: null },
  }),
  testCard({
    id: 2,
    manufacturer: 'Fjäll',
    manufacturerSlug: 'fjall',
    colors: [color('green')],
    sizes: ['43'],
    stocks: ['tampere'],
    productGroupIds: [11],
    price: { active: 25_050, reference: null, club: null, type: 'normal', lowest30d: null },
  }),
];
const facets = computeFacets(cards, (card) => card.price.active / 100, 'en', {
  groups: new Map([
    ['10', 'Boots'],
    ['11', 'Shoes'],
  ]),
});
const read = (query: string) => readFilters(new URLSearchParams(query), facets);

describe('the filter query (catalogue §4)', () => {
  it('reads every filter kind from the URL', () => {
    expect(
      read(
        'text=gore-tex&price=20-100&manufacturer=routa&color=red,green&store=tampere&size=42_5,43&group=11&sort=lowest',
      ),
    ).toEqual({
      text: 'gore-tex',
      price: { min: 20, max: 100 },
      manufacturer: ['routa'],
      color: ['red', 'green'],
      store: ['tampere'],
      size: ['42,5', '43'],
      group: ['11'],
      properties: {},
      sort: 'lowest',
    });
  });

  it('keeps only the values the list offers, in any case for slugs, and drops an unknown sort', () => {
    expect(read('manufacturer=ROUTA,nobody&color=purple&size=44&group=99&sort=cheapest')).toEqual({
      ...NO_FILTERS,
      manufacturer: ['routa'],
    });
  });

  it('writes a size containing a comma with an underscore, and reads it back', () => {
    expect(encodeSize('42,5')).toBe('42_5');
    expect(decodeSize('42_5')).toBe('42,5');
    const query = writeFilters(new URLSearchParams(), { ...NO_FILTERS, size: ['42,5', '43'] });
    expect(query.toString()).toBe('size=42_5%2C43');
    expect(readFilters(query, facets).size).toEqual(['42,5', '43']);
  });

  it('leaves out empty filters, the whole price span and the default sort, and keeps other parameters', () => {
    const written = writeFilters(new URLSearchParams('path=/skis/&text=old&sort=newest'), {
      ...NO_FILTERS,
      text: '  ',
      color: [],
    });
    expect(written.toString()).toBe('path=%2Fskis%2F');
    expect(read('price=19-251').price).toBeNull();
    expect(read('price=0-1000').price).toBeNull();
  });

  it('round-trips every filter', () => {
    const filters = read(
      'text=boot&price=25-200&manufacturer=fjall&color=red&store=helsinki&sort=stars',
    );
    expect(readFilters(writeFilters(new URLSearchParams(), filters), facets)).toEqual(filters);
  });
});

describe('a search listing', () => {
  it('leaves its text to the search: not read as a filter, kept when filters are written', () => {
    const query = new URLSearchParams('text=boot&color=red');
    const filters = readFilters(query, facets, SEARCH_FILTER_PARAMS);
    expect(filters).toEqual({ ...NO_FILTERS, color: ['red'] });
    expect(writeFilters(query, { ...filters, color: [] }, SEARCH_FILTER_PARAMS).toString()).toBe(
      'text=boot',
    );
  });
});

describe('price ranges (catalogue §5)', () => {
  it('parses min-max with either end missing and refuses anything else', () => {
    expect(parseRange('10-250')).toEqual({ min: 10, max: 250 });
    expect(parseRange('-250')).toEqual({ max: 250 });
    expect(parseRange('10.4-20.2')).toEqual({ min: 10, max: 21 });
    expect(parseRange('-')).toBeNull();
    expect(parseRange('cheap')).toBeNull();
    expect(parseRange(null)).toBeNull();
  });

  it('clamps into the floor of the lowest and the ceiling of the highest price, ends in order', () => {
    const span = { min: 19.99, max: 250.5 };
    expect(clampRange({ min: 5, max: 100 }, span)).toEqual({ min: 19, max: 100 });
    expect(clampRange({ min: 300, max: 50 }, span)).toEqual({ min: 50, max: 251 });
    expect(clampRange({ max: 120 }, span)).toEqual({ min: 19, max: 120 });
    expect(clampRange({ min: 0, max: 999 }, span)).toBeNull();
    expect(clampRange({ min: 10 }, null)).toBeNull();
  });
});
