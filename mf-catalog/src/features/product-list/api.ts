import {
  catalogueKeys,
  type ProductListPageRequest,
  type ProductListPageResponse,
} from '@shop/shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchListingPage } from '../../lib/fetch-listing-page';

/**
 * A page of a listing: one block of cards with the counts (and at offset 0 the facets), asked
 * for by the compressed GET with the POST as fallback. The same request is the same key.
 */
export const listingPageQuery = (request: ProductListPageRequest, enabled = true) =>
  queryOptions<ProductListPageResponse>({
    queryKey: catalogueKeys.productListPage(request),
    queryFn: ({ signal }) => fetchListingPage(request, signal),
    enabled,
    // As long as the api and HTTP caches keep it (the GET's `max-age`): a block fetched ahead
    // is not fetched again when the grid shows it.
    staleTime: 60_000,
  });
