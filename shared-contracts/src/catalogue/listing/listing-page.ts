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
/** The most cards one page request answers (the first block, `SMALL_LIST_PAGE`). */
export const MAX_PAGE_LIMIT = SMALL_LIST_PAGE;
/** How many of the recommendation order's ids a page request sends (the first blocks' worth). */
export const RECOMMENDED_IDS_SENT = 240;

/**
 * The blocks a listing is asked for in: block 0 is the first 120 cards (all of a list under
 * 120, or the first page of 60 and the next 60 ready for the first scroll); each later block is
 * the next 60. A block is one cacheable request, the same for every shopper at that place.
 */
export function blockRange(block: number): { readonly offset: number; readonly limit: number } {
  if (block === 0) return { offset: 0, limit: SMALL_LIST_PAGE };
  return { offset: SMALL_LIST_PAGE + (block - 1) * PAGE_STEP, limit: PAGE_STEP };
}

/** How many blocks hold the first `visible` cards. */
export function blocksFor(visible: number): number {
  if (visible <= SMALL_LIST_PAGE) return 1;
  return 1 + Math.ceil((visible - SMALL_LIST_PAGE) / PAGE_STEP);
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

/**
 * A page of a listing (catalogue §4, §9): the list in the recommendation order, the query's
 * filters (unknown values dropped, as the browser reads them), the sort, then the slice. The
 * api answers it; the rules are these pure functions so the browser reads the URL alike.
 */
export function listingPage(
  all: readonly ProductCard[],
  query: ListingPageQuery,
  options: { readonly language: string; readonly isSearch: boolean; readonly labels: FacetLabels },
): ListingPage {
  const shownPrice = (card: ProductCard) => convertPrice(card.price.active, query.currency);
  const facets = computeFacets(all, shownPrice, options.language, {
    ...options.labels,
    ...(query.properties ? { propertySlugs: query.properties } : {}),
  });
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
