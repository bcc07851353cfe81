import {
  type FacetLabels,
  type Facets,
  type Language,
  type ListingPage,
  listingFacets,
  listingPage,
  orderByIds,
  type ParsedProductListPageRequest,
  type ParsedProductModelListRequest,
  type ProductCard,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import type { Rankings } from '../recommendations/recommendations.service.js';
import { getResources } from '../resources/resources.service.js';
import { createMemo, estimateBytes, stringBytes } from './product-list.cache.js';
import { listProductCards } from './product-list.service.js';

/**
 * Bytes of the whole lists behind pages together: about 40,000 cards, twice the catalogue the
 * bench measures (issue 10: 20,000 products), so every group of it stays parsed at once.
 */
const WHOLE_LIST_BYTES = 48 * 1024 * 1024;
/** Facet sets kept per whole list (one per currency and property set asked for). */
const FACET_SETS_PER_LIST = 16;
/** Cards whose JSON stands for the rest when a whole list's bytes are estimated. */
const SAMPLE_CARDS = 50;

/** A list's bytes, estimated from a sample of its cards (a whole list may hold 20,000). */
function estimateListBytes(cards: readonly ProductCard[], key: string): number {
  const sample = cards.slice(0, SAMPLE_CARDS);
  const perCard = sample.length === 0 ? 0 : estimateBytes(sample) / sample.length;
  return Math.ceil(perCard * cards.length) + stringBytes(key) + 64;
}
/**
 * How long after its minute a whole list (with its facets and names) is still answered from
 * while it is read again: a shopper who changes a filter after a pause does not wait for the
 * database (two seconds for the largest group of 20,000 products).
 */
const REBUILD_WHILE_SERVING_MS = 10 * 60_000;

export interface ListingPagesOptions {
  /** How long a whole list and the facet names are used before they are checked again. */
  readonly ttlMs?: number;
  /** How long past `ttlMs` a whole list is still answered from while it is read again. */
  readonly staleMs?: number;
  /**
   * The catalogue's version (`readCatalogueVersion`): a whole list and the facet names are
   * read again past `ttlMs` only when it changed.
   */
  readonly version?: () => Promise<string>;
  readonly now?: () => number;
}

/**
 * The names the facets show (catalogue §4), from the resources `/api/resources/` sends
 * (platform §3): store names by slug, product group names by id, the filterable properties.
 */
export async function loadFacetLabels(
  db: Kysely<Database>,
  language: Language,
): Promise<FacetLabels> {
  const resources = await getResources(db, language);
  return {
    stores: new Map(resources.stores.map((store) => [store.slug, store.name])),
    groups: new Map(resources.productGroups.map((group) => [String(group.id), group.name])),
    properties: resources.propertyFilters,
  };
}

/**
 * Listings (catalogue §4, §7, §9; issue 10): the source's whole list of cards, kept parsed for
 * `ttlMs`, answered whole by the list call or filtered, sorted, counted and sliced by the
 * contracts' `listingPage` (the rules the browser reads its URL with) for a page. The whole list
 * is kept without `sortIds`, so every recommendation order of a source shares it; the order is
 * applied to the answer. A request's `recommendation` is the ranking the strategy request answers
 * for that category (catalogue §7, `rankings`); a category the strategy does not know leaves the
 * default order, as a failed strategy request does in the browser (§8).
 */
export function createListings(
  db: Kysely<Database>,
  rankings: Rankings,
  { ttlMs, staleMs = REBUILD_WHILE_SERVING_MS, version, now }: ListingPagesOptions = {},
) {
  const wholeLists = createMemo<ProductCard[]>({
    ttlMs,
    staleMs,
    version,
    now,
    maxSize: WHOLE_LIST_BYTES,
    sizeOf: estimateListBytes,
  });
  const labels = createMemo<FacetLabels>({
    ttlMs,
    staleMs,
    version,
    now,
  });
  // A list's facets are the same for every filter state and page: computed once per currency
  // and property set for each whole list read (a list read again gets its own).
  const facetsByList = new WeakMap<readonly ProductCard[], Map<string, Facets>>();

  /** A source's whole list of cards, kept parsed: the same for every order of it. */
  const wholeListOf = (list: ParsedProductModelListRequest) => {
    const whole = { ...list, sortIds: undefined, recommendation: undefined };
    const key = JSON.stringify(whole);
    return { key, cards: wholeLists.get(key, () => listProductCards(db, whole)) };
  };

  /** The ids a list is ordered by: its `sortIds`, else its recommendation ranking, if any. */
  const orderOf = async (list: ParsedProductModelListRequest) => {
    if (list.sortIds || !list.recommendation) return list.sortIds;
    return rankingOf(rankings, list.recommendation.path);
  };

  return {
    /** The list call's answer (catalogue §7): the whole list in its order. */
    async list(request: ParsedProductModelListRequest): Promise<ProductCard[]> {
      const [cards, sortIds] = await Promise.all([wholeListOf(request).cards, orderOf(request)]);
      return orderByIds(cards, sortIds);
    },
    /** A page of a listing: filtered, sorted, counted and sliced by `listingPage`. */
    async page(request: ParsedProductListPageRequest): Promise<ListingPage> {
      const { list, ...query } = request;
      const whole = wholeListOf(list);
      const [cards, sortIds] = await Promise.all([whole.cards, orderOf(list)]);
      const facetLabels = await labels.get(list.language, () => loadFacetLabels(db, list.language));
      const options = {
        language: list.language,
        isSearch: list.source === 'Search',
        labels: facetLabels,
      };
      let facetsOfList = facetsByList.get(cards);
      if (!facetsOfList) {
        facetsOfList = new Map();
        facetsByList.set(cards, facetsOfList);
      }
      const facetsKey = JSON.stringify([query.currency, query.properties]);
      let listFacets = facetsOfList.get(facetsKey);
      if (!listFacets) {
        listFacets = listingFacets(cards, query, options);
        // Currencies and property sets are the asker's to vary: a few sets per list, the
        // oldest first out, each smaller than the list it counts.
        if (facetsOfList.size >= FACET_SETS_PER_LIST) {
          const [oldest] = facetsOfList.keys();
          if (oldest !== undefined) facetsOfList.delete(oldest);
        }
        facetsOfList.set(facetsKey, listFacets);
      }
      return listingPage(cards, { ...query, sortIds }, { ...options, facets: listFacets });
    },
  };
}

/** The `sort-product-group` ranking of a category (the only strategy); none for an unknown one. */
async function rankingOf(rankings: Rankings, path: string): Promise<readonly number[]> {
  try {
    return (await rankings.of(path)).ids;
  } catch (error) {
    if (error instanceof NotFoundError) return [];
    throw error;
  }
}
