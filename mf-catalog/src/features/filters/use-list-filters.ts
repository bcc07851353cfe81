import { convertPrice, type Language, type ProductCard } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CardMarket } from '../../lib/use-price-market';
import { applyFilters } from './apply-filters';
import { computeFacets, type Facets } from './facets';
import { FILTER_PARAMS, type FilterParam, readFilters, writeFilters } from './filter-query';
import type { ListFilters } from './list-filters';
import { sortCards } from './sort-cards';

export interface ListFiltering {
  readonly filters: ListFilters;
  /** False on a search listing, whose text is the search. */
  readonly hasTextFilter: boolean;
  readonly facets: Facets;
  /** The cards matching the filters, in the sort's order. */
  readonly cards: readonly ProductCard[];
  /** Applies `next` (a new history entry, so Back returns to the filters before). */
  readonly setFilters: (next: ListFilters, options?: { readonly replace?: boolean }) => void;
  /** The card's price in the shown currency's major units, which the price range is in. */
  readonly shownPrice: (card: ProductCard) => number;
}

/**
 * A listing's filters and sort from the URL (catalogue §4): what the cards offer, the filters
 * the query asks for (unknown values dropped), and the matching cards in order. The server
 * renders the same list from the same query.
 */
export function useListFilters(
  all: readonly ProductCard[],
  language: Language,
  market: CardMarket | undefined,
  params: readonly FilterParam[] = FILTER_PARAMS,
  /** A product group's filterable properties; every property when absent. */
  propertySlugs?: readonly string[],
): ListFiltering {
  const [searchParams, setSearchParams] = useSearchParams();
  const resources = useQuery(sharedQueries.resources(language)).data;
  const shownPrice = useCallback(
    (card: ProductCard) =>
      market ? convertPrice(card.price.active, market) : card.price.active / 100,
    [market],
  );
  const facets = useMemo(
    () =>
      computeFacets(all, shownPrice, language, {
        stores: new Map(resources?.stores.map((store) => [store.slug, store.name])),
        groups: new Map(resources?.productGroups.map((group) => [String(group.id), group.name])),
        properties: resources?.propertyFilters,
        ...(propertySlugs ? { propertySlugs } : {}),
      }),
    [all, shownPrice, language, resources, propertySlugs],
  );
  const filters = useMemo(
    () => readFilters(searchParams, facets, params),
    [searchParams, facets, params],
  );
  const cards = useMemo(
    () => sortCards(applyFilters(all, filters, shownPrice), filters.sort, language),
    [all, filters, shownPrice, language],
  );
  const setFilters = useCallback(
    (next: ListFilters, options: { readonly replace?: boolean } = {}) => {
      const slugs = facets.properties.map((facet) => facet.slug);
      setSearchParams((current) => writeFilters(current, next, params, slugs), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams, params, facets],
  );
  return { filters, hasTextFilter: params.includes('text'), facets, cards, setFilters, shownPrice };
}
