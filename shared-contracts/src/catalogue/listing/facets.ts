import type { ProductCard } from '../../api/catalogue.js';
import type { NumberRange, SetFilter } from './list-filters.js';

/** One value a set filter offers: what the URL carries, what the shopper reads, how many match. */
export interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  /** A colour's swatch. */
  readonly hex?: string;
}

/** A property the list can be filtered by (resources' `propertyFilters`). */
export interface PropertyDefinition {
  readonly slug: string;
  readonly name: string;
  readonly unit: string;
  readonly filter: 'range' | 'checkbox';
}

/** A property filter the list offers: the span of a range, or how many cards have a checkbox. */
export type PropertyFacet = PropertyDefinition &
  (
    | { readonly filter: 'range'; readonly span: NumberRange }
    | { readonly filter: 'checkbox'; readonly count: number }
  );

/** What a list offers to filter by (catalogue §4), computed from its cards. */
export interface Facets {
  readonly manufacturer: readonly FacetValue[];
  readonly color: readonly FacetValue[];
  readonly store: readonly FacetValue[];
  readonly size: readonly FacetValue[];
  readonly group: readonly FacetValue[];
  /** The shown prices' span, floor of the lowest to ceiling of the highest; null for no cards. */
  readonly price: NumberRange | null;
  /** The properties with more than one value among the cards, in the catalogue's order. */
  readonly properties: readonly PropertyFacet[];
}

export interface FacetLabels {
  /** Store names by slug; a store without one shows its slug. */
  readonly stores?: ReadonlyMap<string, string>;
  /** Product group names by id; groups without one are not offered. */
  readonly groups?: ReadonlyMap<string, string>;
  /** The filterable properties, in the catalogue's order. */
  readonly properties?: readonly PropertyDefinition[];
  /** Only these property slugs (a product group's `filterable_properties`); all when absent. */
  readonly propertySlugs?: readonly string[];
}

/** A property value as a number (`1,5` is 1.5); null when it is not one. */
export function propertyNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const number = Number.parseFloat(value.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

function propertyFacets(cards: readonly ProductCard[], labels: FacetLabels): PropertyFacet[] {
  const wanted = labels.propertySlugs ? new Set(labels.propertySlugs) : null;
  const facets: PropertyFacet[] = [];
  for (const definition of labels.properties ?? []) {
    if (wanted && !wanted.has(definition.slug)) continue;
    const values = cards.map(
      (card) => card.properties.find((property) => property.slug === definition.slug)?.value,
    );
    if (definition.filter === 'checkbox') {
      const count = values.filter((value) => value === 'true').length;
      // Offered only when it tells cards apart: some have it and some do not.
      if (count > 0 && count < cards.length)
        facets.push({ ...definition, filter: 'checkbox', count });
      continue;
    }
    const numbers = values.map(propertyNumber).filter((value) => value !== null);
    if (numbers.length === 0) continue;
    const span = { min: Math.floor(Math.min(...numbers)), max: Math.ceil(Math.max(...numbers)) };
    if (span.max > span.min) facets.push({ ...definition, filter: 'range', span });
  }
  return facets;
}

function collect(values: Map<string, { label: string; count: number; hex?: string }>) {
  return (value: string, label: string, hex?: string) => {
    const entry = values.get(value);
    if (entry) entry.count += 1;
    else values.set(value, { label, count: 1, ...(hex === undefined ? {} : { hex }) });
  };
}

/** Letter sizes from smallest to largest; anything else sorts by number, then by name. */
const LETTER_SIZES = [
  'XXXS',
  '3XS',
  'XXS',
  '2XS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '2XL',
  'XXXL',
  '3XL',
  '4XL',
  '5XL',
];

function sizeRank(size: string): number | null {
  const letter = LETTER_SIZES.indexOf(size.trim().toUpperCase());
  if (letter >= 0) return letter - LETTER_SIZES.length;
  const number = Number.parseFloat(size.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** Size order: letter sizes small to large, then numeric sizes (`42,5` is 42.5), then names. */
export function compareSizes(a: string, b: string, collator: Intl.Collator): number {
  const rankA = sizeRank(a);
  const rankB = sizeRank(b);
  if (rankA !== null && rankB !== null && rankA !== rankB) return rankA - rankB;
  if (rankA !== null && rankB === null) return -1;
  if (rankA === null && rankB !== null) return 1;
  return collator.compare(a, b);
}

function toList(
  values: Map<string, { label: string; count: number; hex?: string }>,
  order: 'label' | 'size',
  language: string,
): FacetValue[] {
  const list = [...values].map(([value, entry]) => ({ value, ...entry }));
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  list.sort((a, b) =>
    order === 'size'
      ? compareSizes(a.value, b.value, collator)
      : collator.compare(a.label, b.label),
  );
  return list;
}

/**
 * The values each filter offers, with the number of cards having each: sizes in size order,
 * the rest by name. `shownPrice` is a card's
 * price in the shown currency's major units.
 */
export function computeFacets(
  cards: readonly ProductCard[],
  shownPrice: (card: ProductCard) => number,
  language: string,
  labels: FacetLabels = {},
): Facets {
  const maps = {
    manufacturer: new Map(),
    color: new Map(),
    store: new Map(),
    size: new Map(),
    group: new Map(),
  } satisfies Record<SetFilter, Map<string, { label: string; count: number; hex?: string }>>;
  const add = {
    manufacturer: collect(maps.manufacturer),
    color: collect(maps.color),
    store: collect(maps.store),
    size: collect(maps.size),
    group: collect(maps.group),
  };
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const card of cards) {
    add.manufacturer(card.manufacturerSlug, card.manufacturer);
    for (const color of card.colors) add.color(color.slug, color.name, color.hex);
    for (const store of new Set(card.stocks)) add.store(store, labels.stores?.get(store) ?? store);
    for (const size of new Set(card.sizes)) add.size(size, size);
    for (const id of new Set(card.productGroupIds.map(String))) {
      const name = labels.groups?.get(id);
      if (name !== undefined) add.group(id, name);
    }
    const price = shownPrice(card);
    low = Math.min(low, price);
    high = Math.max(high, price);
  }
  return {
    manufacturer: toList(maps.manufacturer, 'label', language),
    color: toList(maps.color, 'label', language),
    store: toList(maps.store, 'label', language),
    size: toList(maps.size, 'size', language),
    // A group every card is in (the listing's own) narrows nothing.
    group: toList(maps.group, 'label', language).filter((group) => group.count < cards.length),
    price: cards.length === 0 ? null : { min: Math.floor(low), max: Math.ceil(high) },
    properties: propertyFacets(cards, labels),
  };
}

/**
 * Catalogue §4: a filter is offered only when it has more than one distinct value; the store
 * filter (and the text filter, which has no values) always.
 */
export function isOffered(facets: Facets, filter: SetFilter | 'price'): boolean {
  if (filter === 'store') return true;
  if (filter === 'price') return facets.price !== null && facets.price.max > facets.price.min;
  return facets[filter].length > 1;
}
