/**
 * Catalogue §9 sort options: the key the URL carries (`?sort=`) and the backend value of the
 * list's ordering. `default` keeps the list's own order (the recommendation order).
 */
export const SORT_OPTIONS = [
  { key: 'default', backend: 'most-popular' },
  { key: 'popular', backend: 'most-sold' },
  { key: 'newest', backend: 'newest' },
  { key: 'stars', backend: 'top-rated' },
  { key: 'offers', backend: 'best-offer' },
  { key: 'lowest', backend: 'price-lowest' },
  { key: 'highest', backend: 'price-highest' },
  { key: 'alphabetical', backend: 'alphabetical-asc' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

export const DEFAULT_SORT: SortKey = 'default';

export function isSortKey(value: unknown): value is SortKey {
  return SORT_OPTIONS.some((option) => option.key === value);
}

/** A closed range of whole numbers (`?price=10-250`). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** The list filters that are sets of values, each the name of its query parameter. */
export const SET_FILTERS = ['manufacturer', 'color', 'store', 'size', 'group'] as const;
export type SetFilter = (typeof SET_FILTERS)[number];

/** A property filter: a range of a numeric property, or `true` for a checkbox property. */
export type PropertyFilterValue = NumberRange | true;

/**
 * A listing's filters and sort (catalogue §4), all kept in the URL query: `text`, `price`
 * (`min-max` in the shown currency's whole units), the value lists, each property filter under
 * the property's slug (`?weight=800-1200`, `?waterproof=true`) and `sort`.
 */
export interface ListFilters {
  readonly text: string;
  readonly price: NumberRange | null;
  readonly manufacturer: readonly string[];
  readonly color: readonly string[];
  readonly store: readonly string[];
  readonly size: readonly string[];
  /** Product group ids (cards name their groups by id). */
  readonly group: readonly string[];
  /** By property slug. */
  readonly properties: Readonly<Record<string, PropertyFilterValue>>;
  readonly sort: SortKey;
}

export const NO_FILTERS: ListFilters = {
  text: '',
  price: null,
  manufacturer: [],
  color: [],
  store: [],
  size: [],
  group: [],
  properties: {},
  sort: DEFAULT_SORT,
};

/** How many filters narrow the list (the sort does not count). */
export function countApplied(filters: ListFilters): number {
  const sets = SET_FILTERS.reduce((sum, name) => sum + filters[name].length, 0);
  const properties = Object.keys(filters.properties).length;
  return sets + properties + (filters.text ? 1 : 0) + (filters.price ? 1 : 0);
}

/** Every filter cleared; the sort stays. */
export function clearFilters(filters: ListFilters): ListFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}
