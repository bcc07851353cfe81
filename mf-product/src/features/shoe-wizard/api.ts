import {
  catalogueApi,
  catalogueKeys,
  type Language,
  type ProductListPageRequest,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { findFootwearGroup } from './shoe-steps';

/** The footwear group the wizard walks down, or null when the catalogue has none. */
export function useFootwearGroup(language: Language) {
  return useQuery({
    ...sharedQueries.productGroups(language),
    select: (response) => findFootwearGroup(response) ?? null,
  });
}

/**
 * A page of the shoes the answers ask for, with the sizes and properties their list offers:
 * the catalogue's own listing call (catalogue §7), filtered and counted by the api.
 */
export function useShoeList(request: ProductListPageRequest) {
  return useQuery({
    queryKey: catalogueKeys.productListPage(request),
    queryFn: ({ signal }) => catalogueApi.productListPage(request, signal),
  });
}
