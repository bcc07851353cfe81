import type { Facets } from './facets.js';
import {
  isSortKey,
  type ListFilters,
  NO_FILTERS,
  type NumberRange,
  type PropertyFilterValue,
  SET_FILTERS,
  type SetFilter,
} from './list-filters.js';

/** Every query parameter the filters own; the rest of a listing's query is left alone. */
export const FILTER_PARAMS = ['text', 'price', ...SET_FILTERS, 'sort'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** The parameters of a search listing, whose `text` is the search itself and not a filter. */
export const SEARCH_FILTER_PARAMS = FILTER_PARAMS.filter((param) => param !== 'text');

/**
 * Catalogue §4: list values are comma separated, so a size containing a comma (`42,5`) is
 * written with an underscore (`42_5`).
 */
export function encodeSize(size: string): string {
  return size.replaceAll(',', '_');
}

export function decodeSize(value: string): string {
  return value.replaceAll('_', ',');
}

/** Filters whose values are slugs, which the URL may carry in any case. */
const SLUG_FILTERS: ReadonlySet<SetFilter> = new Set(['manufacturer', 'color', 'store']);

function splitList(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** `min-max` in whole numbers; either side may be missing (`-100`, `20-`); else null. */
export function parseRange(value: string | null): Partial<NumberRange> | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? undefined : Math.floor(Number(match[1]));
  const max = match[2] === undefined ? undefined : Math.ceil(Number(match[2]));
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * A range clamped into the span (catalogue §5: to the floor of the minimum and the ceiling of
 * the maximum), its ends in order; null when it covers the whole span and so filters nothing.
 */
export function clampRange(
  range: Partial<NumberRange>,
  span: NumberRange | null,
): NumberRange | null {
  if (span === null) return null;
  const low = Math.floor(span.min);
  const high = Math.ceil(span.max);
  const clamp = (value: number | undefined, fallback: number) =>
    value === undefined || !Number.isFinite(value)
      ? fallback
      : Math.min(high, Math.max(low, Math.round(value)));
  let min = clamp(range.min, low);
  let max = clamp(range.max, high);
  if (min > max) [min, max] = [max, min];
  return min === low && max === high ? null : { min, max };
}

/**
 * The filters a listing's query asks for (catalogue §4), keeping only values the list offers:
 * an unknown slug, an unknown sort or a range outside the prices is dropped, not an error.
 */
export function readFilters(
  query: URLSearchParams,
  facets: Facets,
  params: readonly FilterParam[] = FILTER_PARAMS,
): ListFilters {
  const owned = new Set<FilterParam>(params);
  const get = (param: FilterParam) => (owned.has(param) ? query.get(param) : null);
  const known = (name: SetFilter) => {
    const offered = new Set(facets[name].map((facet) => facet.value));
    const values = splitList(get(name)).map((value) =>
      name === 'size' ? decodeSize(value) : SLUG_FILTERS.has(name) ? value.toLowerCase() : value,
    );
    return [...new Set(values)].filter((value) => offered.has(value));
  };
  const range = parseRange(get('price'));
  const sort = get('sort');
  const properties: Record<string, PropertyFilterValue> = {};
  for (const facet of facets.properties) {
    const value = query.get(facet.slug);
    if (facet.filter === 'checkbox') {
      if (value === 'true') properties[facet.slug] = true;
      continue;
    }
    const wanted = parseRange(value);
    const clamped = wanted ? clampRange(wanted, facet.span) : null;
    if (clamped) properties[facet.slug] = clamped;
  }
  return {
    text: (get('text') ?? '').trim(),
    price: range ? clampRange(range, facets.price) : null,
    manufacturer: known('manufacturer'),
    color: known('color'),
    store: known('store'),
    size: known('size'),
    group: known('group'),
    properties,
    sort: isSortKey(sort) ? sort : NO_FILTERS.sort,
  };
}

/**
 * The listing's query with `filters` written in and every other parameter kept: a filter leaves
 * the query when it is empty, and the default sort is not written (catalogue §4). Only the
 * parameters in `params` are touched (a search keeps its `text`), and of the property parameters
 * those in `propertySlugs` (the list's properties) or set in `filters`.
 */
export function writeFilters(
  query: URLSearchParams,
  filters: ListFilters,
  params: readonly FilterParam[] = FILTER_PARAMS,
  propertySlugs: readonly string[] = [],
): URLSearchParams {
  const owned = new Set<FilterParam>(params);
  const next = new URLSearchParams(query);
  for (const slug of new Set([...propertySlugs, ...Object.keys(filters.properties)])) {
    next.delete(slug);
    const value = filters.properties[slug];
    if (value === true) next.set(slug, 'true');
    else if (value) next.set(slug, `${value.min}-${value.max}`);
  }
  const set = (param: FilterParam, value: string) => {
    if (!owned.has(param)) return;
    next.delete(param);
    if (value) next.set(param, value);
  };
  set('text', filters.text.trim());
  set('price', filters.price ? `${filters.price.min}-${filters.price.max}` : '');
  for (const name of SET_FILTERS) {
    set(name, (name === 'size' ? filters[name].map(encodeSize) : filters[name]).join(','));
  }
  set('sort', filters.sort === NO_FILTERS.sort ? '' : filters.sort);
  return next;
}
