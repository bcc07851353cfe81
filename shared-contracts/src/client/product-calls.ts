import type {
  GiftCardsQuery,
  giftCardsResponseSchema,
  ProductModelQuery,
  productModelSchema,
} from '../api/product.js';
import type {
  ProductReviewsQuery,
  productReviewsResponseSchema,
  ReviewVoteRequest,
  reviewVoteResponseSchema,
} from '../api/reviews.js';
import type { ApiClient } from './api-client.js';

/** The product calls by name, spread into `createShopApi`. */
export function productCalls(client: ApiClient) {
  return {
    /**
     * The full product model by slug (catalogue §7). A 404 'Product not found' for an unknown
     * slug; 'Product is not public' for a hidden model unless the caller is staff.
     */
    productModel: (slug: string, query: ProductModelQuery, signal?: AbortSignal) =>
      client.get<typeof productModelSchema>(
        `/api/products/productmodel/${encodeURIComponent(slug)}/`,
        {
          query: {
            taxAreaId: query.taxAreaId,
            lang: query.lang,
            preview: query.preview === undefined ? undefined : query.preview ? '1' : '0',
            giftcampaign: query.giftcampaign,
          },
          signal,
        },
      ),
    /** The gift card models with their per-euro price (catalogue §5). */
    giftCards: (query: GiftCardsQuery, signal?: AbortSignal) =>
      client.get<typeof giftCardsResponseSchema>('/api/products/giftcards/', {
        query: { taxAreaId: query.taxAreaId, lang: query.lang },
        signal,
      }),
    /** A page of a model's reviews in one of the review orders (catalogue §4, §7). */
    productReviews: (query: ProductReviewsQuery, signal?: AbortSignal) =>
      client.get<typeof productReviewsResponseSchema>('/api/product_reviews/', {
        query: { model_id: query.model_id, page: query.page, size: query.size, sort: query.sort },
        signal,
      }),
    /**
     * The logged-in customer's vote on a review (catalogue §4 Review vote): the same vote again
     * or `'null'` takes it back. 401 without a login.
     */
    voteReview: (body: ReviewVoteRequest) =>
      client.post<typeof reviewVoteResponseSchema>('/api/review_votes/', { body }),
  };
}

/** Query keys of the product calls; every key starts with `'product'` (see queries/product-queries). */
export const productKeys = {
  all: ['product'] as const,
  /**
   * One product model as `viewerId` sees it: a staff login may reveal a hidden model (catalogue
   * §8), so a login or logout reads a fresh entry instead of the previous viewer's answer.
   */
  model: (slug: string, query: ProductModelQuery, viewerId: number | null) =>
    ['product', 'model', slug, query, viewerId] as const,
  giftCards: (query: GiftCardsQuery) => ['product', 'gift-cards', query] as const,
  reviews: (query: ProductReviewsQuery) => ['product', 'reviews', query] as const,
};
