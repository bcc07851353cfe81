import {
  blockRange,
  blocksFor,
  type Facets,
  FILTER_PARAMS,
  type FilterParam,
  isSortKey,
  type Language,
  type ListFilters,
  PAGE_STEP,
  type ProductCard,
  type ProductListPageRequest,
  type ProductModelListRequest,
  type RecommendationOrder,
  readFilters,
  SEARCH_FILTER_PARAMS,
  writeFilters,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import type { CardMarket } from '../../lib/use-price-market';
import { listingPageQuery } from '../product-list/api';
import { useVisibleCount } from '../product-list/use-visible-count';

export interface ListFiltering {
  /** The filters as the controls show them: a change at once, before the URL holds it. */
  readonly filters: ListFilters;
  /** The filters the URL holds and the grid shows (the chips). */
  readonly applied: ListFilters;
  /** False on a search listing, whose text is the search. */
  readonly hasTextFilter: boolean;
  /** What the whole list offers to filter by. */
  readonly facets: Facets;
  /** Cards in the list before filtering. */
  readonly total: number;
  /** Cards matching the filters. */
  readonly matched: number;
  /** Applies `next` (a new history entry, so Back returns to the filters before). */
  readonly setFilters: (next: ListFilters, options?: { readonly replace?: boolean }) => void;
}

export interface ListingOptions {
  readonly language: Language;
  readonly market: CardMarket | undefined;
  readonly isSearch?: boolean;
  /** A product group's filterable properties; every property of the catalogue when absent. */
  readonly properties?: readonly string[] | undefined;
  /** The recommendation order (catalogue §7) the api applies to the default sort. */
  readonly recommendation?: RecommendationOrder | null | undefined;
  /** False while something the request needs (the recommendation order) is still coming. */
  readonly enabled?: boolean;
}

export interface Listing {
  readonly status: 'pending' | 'error' | 'success';
  readonly error: unknown;
  readonly refetch: () => unknown;
  readonly filtering: ListFiltering;
  /** The cards to show, in order: loaded blocks up to the visible count. */
  readonly cards: readonly ProductCard[];
  /** How many cards the grid shows once loaded (catalogue §4). */
  readonly visible: number;
  readonly showMore: () => void;
  /** The filters' query: any change shows the first page again. */
  readonly resetKey: string;
  /** The cards shown are those of the query before, while the new query's come. */
  readonly isUpdating: boolean;
}

/** Filters a change has shown but not yet written to the URL, whose listing query was `from`. */
interface PendingFilters {
  readonly from: string;
  readonly filters: ListFilters;
}

const NO_FACETS: Facets = {
  manufacturer: [],
  color: [],
  store: [],
  size: [],
  group: [],
  price: null,
  properties: [],
};

/**
 * The listing's own parameters of the URL query, in a stable order: the key of its pages, so
 * other parameters (tracking tags, `select-color`) neither refetch nor split the cache.
 */
export function listingQueryOf(
  query: URLSearchParams,
  params: readonly FilterParam[],
  propertySlugs: readonly string[],
): string {
  const owned = new Set<string>([...params, ...propertySlugs]);
  const entries = [...query].filter(([name]) => owned.has(name));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * A listing from the URL (catalogue §4, §9): the api filters, sorts and counts (decision 0014),
 * and answers the blocks of cards the grid shows; the filters the URL asks for are read against
 * the list's facets (unknown values dropped), as the api reads them. The server renders the
 * first block from the same query and hands it over, so hydration asks nothing again.
 */
export function useListing(list: ProductModelListRequest, options: ListingOptions): Listing {
  const { language, market, isSearch = false, properties, recommendation } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const resources = useQuery(sharedQueries.resources(language)).data;
  const params = isSearch ? SEARCH_FILTER_PARAMS : FILTER_PARAMS;
  const propertySlugs = useMemo(
    () => properties ?? resources?.propertyFilters.map((property) => property.slug),
    [properties, resources],
  );
  const filter = propertySlugs ? listingQueryOf(searchParams, params, propertySlugs) : undefined;
  const currencyCode = market?.currencyCode ?? 'EUR';
  const currencyRate = market?.currencyRate ?? 1;
  /** The page request's common part for a listing query (the URL's, or the one a change makes). */
  const requestFor = useCallback(
    (query: URLSearchParams, filterQuery: string) => {
      const sort = query.get('sort');
      const usesOrder = !isSortKey(sort) || sort === 'default';
      return {
        list: usesOrder && recommendation ? { ...list, recommendation } : list,
        filter: filterQuery,
        currency: { currencyCode, currencyRate },
        ...(properties ? { properties: [...properties] } : {}),
      } satisfies Omit<ProductListPageRequest, 'offset' | 'limit'>;
    },
    [list, currencyCode, currencyRate, properties, recommendation],
  );
  const base = useMemo(
    () => requestFor(searchParams, filter ?? ''),
    [requestFor, searchParams, filter],
  );
  const isReady = (options.enabled ?? true) && filter !== undefined;
  // The first block keeps showing the cards of the query before while the next one loads.
  const first = useQuery({
    ...listingPageQuery({ ...base, ...blockRange(0) }, isReady),
    placeholderData: keepPreviousData,
  });
  const page = first.data;
  const { visible, wanted, showMore } = useVisibleCount(page?.matched, filter ?? '');
  const isCurrent = isReady && !first.isPlaceholderData;
  const more = useQueries({
    queries: Array.from({ length: blocksFor(wanted) - 1 }, (_, index) =>
      listingPageQuery({ ...base, ...blockRange(index + 1) }, isCurrent),
    ),
  });
  const isPlaceholder = first.isPlaceholderData;
  const blocksLoaded = more.map((block) => block.dataUpdatedAt).join();
  // The same array while no block changes: the grid's cards do not render again for the busy mark.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocks change with `blocksLoaded`.
  const cards = useMemo(() => {
    const loaded: ProductCard[] = [...(page?.cards ?? [])];
    for (const block of more) {
      if (!block.data || isPlaceholder) break;
      loaded.push(...block.data.cards);
    }
    return loaded;
  }, [page, isPlaceholder, blocksLoaded]);
  // The block after the shown ones is fetched ahead, so scrolling on rarely waits for it.
  const queryClient = useQueryClient();
  const nextBlock = blocksFor(wanted);
  const hasNext = isCurrent && page !== undefined && page.matched > nextBlock * PAGE_STEP;
  useEffect(() => {
    if (hasNext)
      void queryClient.prefetchQuery(listingPageQuery({ ...base, ...blockRange(nextBlock) }));
  }, [hasNext, queryClient, base, nextBlock]);
  const facets = page?.facets ?? NO_FACETS;
  const urlFilters = useMemo(
    () => readFilters(searchParams, facets, params),
    [searchParams, facets, params],
  );
  // A change is shown at once (the modal's boxes, the chips, the sort, the grid marked busy) as
  // the filters pending; the URL is written after that paint, and the router renders it in a
  // transition. The pending filters give way once the URL holds them, or holds anything new.
  const [pending, setPending] = useState<PendingFilters | null>(null);
  if (pending !== null && filter !== pending.from) setPending(null);
  const shownFilters = pending?.filters ?? urlFilters;
  const setFilters = useCallback(
    (next: ListFilters, { replace = false }: { readonly replace?: boolean } = {}) => {
      const slugs = facets.properties.map((facet) => facet.slug);
      const nextQuery = writeFilters(searchParams, next, params, slugs);
      const nextFilter = listingQueryOf(nextQuery, params, propertySlugs ?? []);
      const write = () =>
        setSearchParams((current) => writeFilters(current, next, params, slugs), {
          replace,
          preventScrollReset: true,
        });
      if (filter === undefined || nextFilter === filter) {
        write();
        return;
      }
      setPending({ from: filter, filters: next });
      afterNextPaint(() => {
        // Asked for before the router renders the new URL, so the answer is often there by the
        // time the grid renders it.
        void queryClient.prefetchQuery(
          listingPageQuery({ ...requestFor(nextQuery, nextFilter), ...blockRange(0) }),
        );
        write();
      });
    },
    [setSearchParams, searchParams, params, facets, filter, propertySlugs, queryClient, requestFor],
  );
  const shownCards = useMemo(() => cards.slice(0, visible), [cards, visible]);
  const total = page?.total ?? 0;
  const matched = page?.matched ?? 0;
  // One object while nothing in it changes: the toolbar and the modal do not render again for
  // the grid's own updates (the busy mark, more cards).
  const filtering = useMemo(
    () => ({
      filters: shownFilters,
      applied: urlFilters,
      hasTextFilter: !isSearch,
      facets,
      total,
      matched,
      setFilters,
    }),
    [shownFilters, urlFilters, isSearch, facets, total, matched, setFilters],
  );
  return {
    status: page ? 'success' : first.status === 'error' ? 'error' : 'pending',
    error: first.error,
    refetch: first.refetch,
    filtering,
    cards: shownCards,
    visible,
    showMore,
    resetKey: filter ?? '',
    isUpdating: first.isPlaceholderData || pending !== null,
  };
}
