import type { ProductModelListRequest } from '@shop/shared-contracts';
import { catalogueQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { fetchProductList } from '../../lib/fetch-product-list';

/**
 * Product cards of a source. The key is the contracts' (shared with any other reader of the
 * same list); the catalogue asks by its compressed GET with the POST as fallback.
 */
export const useProductList = (request: ProductModelListRequest) =>
  useQuery({
    ...catalogueQueries.productModelList(request),
    queryFn: ({ signal }) => fetchProductList(request, signal),
  });
