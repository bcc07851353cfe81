import type {
  Language,
  ProductModelListRequest,
  RecommendationOrder,
} from '@shop/shared-contracts';
import { QueryView, useBusState } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePriceMarket } from '../../lib/use-price-market';
import { useListing } from '../filters/use-listing';
import { listingPageQuery } from './api';
import { GridCards, ListingGrid, type ListingGridProps } from './product-grid';

export interface ProductListProps
  extends Omit<ListingGridProps, 'listing' | 'language' | 'market'> {
  /** The list's source; language and tax area are added from the page and the market. */
  readonly request: Omit<ProductModelListRequest, 'language' | 'taxAreaId'>;
  readonly language: Language;
  /** Catalogue §8: on group pages a failed list is logged and shown as an empty list. */
  readonly isEmptyOnError?: boolean;
  /** Show at most this many cards, unfiltered and without "Show more" (a teaser list). */
  readonly maxCards?: number;
  /** A search's results: the query's `text` is the search, not a filter. */
  readonly isSearch?: boolean;
  /** A product group's filterable properties; every property when absent. */
  readonly filterableProperties?: readonly string[];
  /** The recommendation order (catalogue §7) of the default sort; null when there is none. */
  readonly recommendation?: RecommendationOrder | null;
  /** The list waits for what its request needs (the recommendation order). */
  readonly isWaiting?: boolean;
}

/** The list's request in the page's language and the market's tax area, the same object while they stay. */
function useFullRequest(
  request: ProductListProps['request'],
  language: Language,
): ProductModelListRequest {
  const taxAreaId = useBusState('market:changed')?.taxAreaId ?? 1;
  const key = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is compared by value.
  return useMemo(() => ({ ...request, language, taxAreaId }), [key, language, taxAreaId]);
}

/**
 * A source's products in the grid: a listing (filters, sort and paging from the URL, answered
 * page by page by the api), or with `maxCards` a teaser of its first cards.
 */
export function ProductList({ maxCards, ...props }: ProductListProps) {
  return maxCards === undefined ? (
    <Listing {...props} />
  ) : (
    <Teaser {...props} maxCards={maxCards} />
  );
}

function Teaser({
  request,
  language,
  maxCards,
  forceOutlet,
}: ProductListProps & { readonly maxCards: number }) {
  const list = useFullRequest(request, language);
  const market = usePriceMarket(language);
  const page = useQuery(
    listingPageQuery({
      list,
      offset: 0,
      limit: maxCards,
      ...(market
        ? { currency: { currencyCode: market.currencyCode, currencyRate: market.currencyRate } }
        : {}),
    }),
  );
  return (
    <QueryView query={page}>
      {(data) => (
        <GridCards
          cards={data.cards}
          language={language}
          market={market}
          forceOutlet={forceOutlet}
          isTeaser
        />
      )}
    </QueryView>
  );
}

function Listing({
  request,
  language,
  isEmptyOnError,
  isSearch = request.source === 'Search',
  filterableProperties,
  recommendation,
  isWaiting = false,
  ...grid
}: Omit<ProductListProps, 'maxCards'>) {
  const list = useFullRequest(request, language);
  const market = usePriceMarket(language);
  const listing = useListing(list, {
    language,
    market,
    isSearch,
    properties: filterableProperties,
    recommendation,
    enabled: !isWaiting,
  });
  if (listing.status === 'error' && isEmptyOnError) {
    return <GridCards cards={[]} language={language} market={market} />;
  }
  return (
    <QueryView query={{ status: listing.status, data: listing, error: listing.error }}>
      {(data) => <ListingGrid listing={data} language={language} market={market} {...grid} />}
    </QueryView>
  );
}
