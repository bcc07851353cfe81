import { queryOptions } from '@tanstack/react-query';
import type { ProductModelListRequest } from '../api/catalogue.js';
import { catalogueKeys } from '../client/catalogue-calls.js';
import type { Language } from '../market/languages.js';
import { catalogueApi } from './shop-api-instance.js';

/**
 * TanStack Query options of the catalogue calls: each read's key from `catalogueKeys` and its
 * query function on the same-origin api. Features wrap them in `useQuery` / `useMutation`.
 */
export const catalogueQueries = {
  /** A product group with its ancestors; the api answers a list whose first element is used. */
  productGroup: (path: string, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.productGroup(path, lang),
      queryFn: ({ signal }) => catalogueApi.productGroup(path, lang, signal),
    }),
  /**
   * Product cards of a source by the POST. mf-catalog keeps this key and asks by the cacheable
   * compressed GET instead (it owns the lz-string compression, catalogue §7).
   */
  productModelList: (request: ProductModelListRequest) =>
    queryOptions({
      queryKey: catalogueKeys.productModelList(request),
      queryFn: ({ signal }) => catalogueApi.productModelList(request, signal),
    }),
  manufacturer: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.manufacturer(slug, lang),
      queryFn: ({ signal }) => catalogueApi.manufacturer(slug, lang, signal),
    }),
  campaign: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.campaign(slug, lang),
      queryFn: ({ signal }) => catalogueApi.campaign(slug, lang, signal),
    }),
};
