import { queryOptions } from '@tanstack/react-query';
import type { GiftCardsQuery, ProductModelQuery } from '../api/product.js';
import { productKeys } from '../client/product-calls.js';
import { productApi } from './shop-api-instance.js';

/**
 * TanStack Query options of the product calls: each read's key from `productKeys` and its
 * query function on the same-origin api. Features wrap them in `useQuery` / `useMutation`.
 */
export const productQueries = {
  /** The full product model (catalogue §7); `viewerId` keys what a staff login may reveal. */
  model: (slug: string, query: ProductModelQuery, viewerId: number | null) =>
    queryOptions({
      queryKey: productKeys.model(slug, query, viewerId),
      queryFn: ({ signal }) => productApi.productModel(slug, query, signal),
    }),
  /** The gift card models with their price per euro of value (catalogue §5). */
  giftCards: (query: GiftCardsQuery) =>
    queryOptions({
      queryKey: productKeys.giftCards(query),
      queryFn: ({ signal }) => productApi.giftCards(query, signal),
    }),
};
