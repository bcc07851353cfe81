import { describe, expect, it } from 'vitest';
import { applyFilters } from './apply-filters.js';
import { computeFacets, type PropertyDefinition } from './facets.js';
import { readFilters, writeFilters } from './filter-query.js';
import { NO_FILTERS } from './list-filters.js';
import { testCard } from './test-cards.js';

const PROPERTIES: PropertyDefinition[] = [
  { slug: 'weight', name: 'Weight (g)', unit: 'g', filter: 'range' },
  { slug: 'waterproof', name: 'Waterproof', unit: '', filter: 'checkbox' },
  { slug: 'din', name: 'DIN', unit: '', filter: 'range' },
  { slug: 'recycled', name: 'Recycled', unit: '', filter: 'checkbox' },
];
const cards = [
  testCard({
    id: 1,
    properties: [
      { slug: 'weight', value: '850' },
      { slug: 'waterproof', value: 'true' },
      { slug: 'din', value: '10' },
      { slug: 'recycled', value: 'true' },
    ],
  }),
  testCard({
    id: 2,
    properties: [
      { slug: 'weight', value: '1200,5' },
      { slug: 'din', value: '10' },
      { slug: 'recycled', value: 'true' },
    ],
  }),
  testCard({ id: 3, properties: [{ slug: 'recycled', value: 'true' }] }),
];
const price = (card: { price: { active: number } }) => card.price.active / 100;
const facets = computeFacets(cards, price, 'en', { properties: PROPERTIES });

describe('property filters (catalogue §4)', () => {
  it('offers a range with its span and a checkbox with its count, only when they tell cards apart', () => {
    expect(facets.properties).toEqual([
      { ...PROPERTIES[0], span: { min: 850, max: 1201 } },
      { ...PROPERTIES[1], count: 1 },
    ]);
    // A product group names the properties it offers.
    const only = computeFacets(cards, price, 'en', {
      properties: PROPERTIES,
      propertySlugs: ['waterproof'],
    });
    expect(only.properties.map((facet) => facet.slug)).toEqual(['waterproof']);
  });

  it('reads a range under the property slug clamped into its span, and a checkbox as true', () => {
    const filters = readFilters(
      new URLSearchParams('weight=0-1000&waterproof=true&din=5-8&recycled=true'),
      facets,
    );
    expect(filters.properties).toEqual({ weight: { min: 850, max: 1000 }, waterproof: true });
    expect(
      readFilters(new URLSearchParams('weight=0-5000&waterproof=yes'), facets).properties,
    ).toEqual({});
  });

  it('matches cards by range and checkbox, and writes the filters back', () => {
    const ids = (properties: typeof NO_FILTERS.properties) =>
      applyFilters(cards, { ...NO_FILTERS, properties }, price).map((card) => card.id);
    expect(ids({ weight: { min: 1000, max: 1201 } })).toEqual([2]);
    expect(ids({ waterproof: true })).toEqual([1]);
    expect(ids({ weight: { min: 800, max: 900 }, waterproof: true })).toEqual([1]);

    const slugs = facets.properties.map((facet) => facet.slug);
    const query = new URLSearchParams('weight=850-1000&other=1');
    const written = writeFilters(
      query,
      { ...NO_FILTERS, properties: { waterproof: true } },
      undefined,
      slugs,
    );
    expect(written.toString()).toBe('other=1&waterproof=true');
  });
});
