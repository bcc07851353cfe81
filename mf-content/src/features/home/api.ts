import {
  catalogueApi,
  catalogueKeys,
  type Language,
  type ProductListPageRequest,
} from '@shop/shared-contracts';
import { catalogueQueries, sharedQueries } from '@shop/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { useLoggedQuery } from '../../lib/use-logged-query';

/** The product groups the shell loads for its menu: read from its cache, never fetched twice. */
export const useProductGroups = (language: Language) =>
  useLoggedQuery(sharedQueries.productGroups(language));

/** Platform §3 Banners; a failed read is only logged (catalogue §8, #4128). */
export const useBanners = (language: Language) => useLoggedQuery(sharedQueries.banners(language));

/** A list's first cards in the page's language and the market's tax area (a teaser, unfiltered). */
export const featuredProductsQuery = (request: ProductListPageRequest) =>
  queryOptions({
    queryKey: catalogueKeys.productListPage(request),
    queryFn: ({ signal }) => catalogueApi.productListPage(request, signal),
    // The catalogue's pages keep a page as long (its GET's max-age).
    staleTime: 60_000,
  });

export const useFeaturedProducts = (request: ProductListPageRequest) =>
  useLoggedQuery(featuredProductsQuery(request));

/** The featured campaign's heading (its name in the language). */
export const useCampaign = (slug: string, language: Language) =>
  useLoggedQuery(catalogueQueries.campaign(slug, language));
