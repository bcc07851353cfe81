import type { ProductCard } from '../../api/catalogue.js';
import { convertPrice } from '../../pricing/format-price.js';
import { orderByIds } from '../order-by-ids.js';
import { applyFilters } from './apply-filters.js';
import { computeFacets, type FacetLabels, type Facets } from './facets.js';
import { FILTER_PARAMS, readFilters, SEARCH_FILTER_PARAMS } from './filter-query.js';
import { sortCards } from './sort-cards.js';

/** Catalogue §9: more cards are appended this many at a time. */
export const PAGE_STEP = 60;
/** Catalogue §4: a list under this size is shown whole on the first page. */
export const SMALL_LIST_PAGE = 120;
/** The most cards one page request answers (a teaser, or the first page of a short list). */
export const MAX_PAGE_LIMIT = SMALL_LIST_PAGE;

/**
 * The blocks a listing is asked for in: 60 cards each, so every shopper at the same place of the
 * same listing sends the same request (one cache entry). A list under 120 shows its second
 * block on the first page as well (catalogue §4).
 */
export function blockRange(block: number): { readonly offset: number; readonly limit: number } {
  return { offset: block * PAGE_STEP, limit: PAGE_STEP };
}

/** How many blocks hold the first `visible` cards (at least the first block). */
export function blocksFor(visible: number): number {
  return Math.max(1, Math.ceil(visible / PAGE_STEP));
}

/** The currency the shown prices (and so the price filter's range) are in. */
export interface ShownCurrency {
  readonly currencyCode: string;
  readonly currencyRate: number;
}

/** What a page of a listing is asked for by, besides the list's source. */
export interface ListingPageQuery {
  /** The listing's filter and sort parameters, as in its URL (`color=red&sort=lowest`). */
  readonly filter: string;
  readonly offset: number;
  readonly limit: number;
  readonly currency: ShownCurrency;
  /** A product group's filterable properties; every property when absent. */
  readonly properties?: readonly string[] | undefined;
  /** The recommendation order's first ids: the default sort puts them first (catalogue §7). */
  readonly sortIds?: readonly number[] | undefined;
}

/** A page of a listing: the cards at `offset`, the counts, and on the first page the facets. */
export interface ListingPage {
  /** Cards in the list before filtering. */
  readonly total: number;
  /** Cards matching the filters. */
  readonly matched: number;
  readonly offset: number;
  readonly cards: readonly ProductCard[];
  /** What the whole list offers to filter by; only on a page at offset 0. */
  readonly facets: Facets | null;
}

export interface ListingPageOptions {
  readonly language: string;
  readonly isSearch: boolean;
  readonly labels: FacetLabels;
  /** The list's facets for this currency and these properties, when already computed. */
  readonly facets?: Facets | undefined;
}

/**
 * What the whole list offers to filter by (catalogue §4), in the query's currency and limited to
 * its properties: the same for every filter state and page of the list.
 */
export function listingFacets(
  all: readonly ProductCard[],
  query: Pick<ListingPageQuery, 'currency' | 'properties'>,
  options: Pick<ListingPageOptions, 'language' | 'labels'>,
): Facets {
  return computeFacets(
    all,
    (card) => convertPrice(card.price.active, query.currency),
    options.language,
    { ...options.labels, ...(query.properties ? { propertySlugs: query.properties } : {}) },
  );
}

/**
 * A page of a listing (catalogue §4, §9): the list in the recommendation order, the query's
 * filters (unknown values dropped, as the browser reads them), the sort, then the slice. The
 * api answers it; the rules are these pure functions so the browser reads the URL alike.
 */
export function listingPage(
  all: readonly ProductCard[],
  query: ListingPageQuery,
  options: ListingPageOptions,
): ListingPage {
  const shownPrice = (card: ProductCard) => convertPrice(card.price.active, query.currency);
  const facets = options.facets ?? listingFacets(all, query, options);
  const filters = readFilters(
    new URLSearchParams(query.filter),
    facets,
    options.isSearch ? SEARCH_FILTER_PARAMS : FILTER_PARAMS,
  );
  const ordered = orderByIds(all, query.sortIds);
  const matching = sortCards(
    applyFilters(ordered, filters, shownPrice),
    filters.sort,
    options.language,
  );
  return {
    total: all.length,
    matched: matching.length,
    offset: query.offset,
    cards: matching.slice(query.offset, query.offset + query.limit),
    facets: query.offset === 0 ? facets : null,
  };
}
