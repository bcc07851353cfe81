import {
  catalogueKeys,
  type ProductListPageRequest,
  type ProductListPageResponse,
} from '@shop/shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchListingPage } from '../../lib/fetch-product-list';

/**
 * A page of a listing: one block of cards with the counts (and at offset 0 the facets), asked
 * for by the compressed GET with the POST as fallback. The same request is the same key.
 */
export const listingPageQuery = (request: ProductListPageRequest, enabled = true) =>
  queryOptions<ProductListPageResponse>({
    queryKey: catalogueKeys.productListPage(request),
    queryFn: ({ signal }) => fetchListingPage(request, signal),
    enabled,
  });
