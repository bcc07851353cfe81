import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../client/account-calls.js';
import type { Language } from '../market/languages.js';
import { catalogueApi } from './shop-api-instance.js';

/**
 * TanStack Query options of the account calls: each read's key from `accountKeys` and its
 * query function on the same-origin api. Features wrap them in `useQuery` / `useMutation`.
 */
export const accountQueries = {
  /**
   * Models as product cards (catalogue §3), the one card every remote shows (the wishlist, the
   * viewed products): the list call with source Models keeps the order of `ids` and leaves out
   * models no longer public.
   */
  modelCards: (ids: readonly number[], lang: Language, taxAreaId: number) =>
    queryOptions({
      queryKey: accountKeys.modelCards(ids, lang, taxAreaId),
      queryFn: ({ signal }) =>
        catalogueApi.productModelList(
          { source: 'Models', ids: [...ids], language: lang, taxAreaId },
          signal,
        ),
    }),
};
