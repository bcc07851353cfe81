import type {
  CompatibleProductsQuery,
  compatibleProductsResponseSchema,
} from '../api/compatibility.js';
import type {
  GiftCardsQuery,
  giftCardsResponseSchema,
  ProductModelQuery,
  productModelSchema,
} from '../api/product.js';
import type {
  AvailabilityNotifyRequest,
  availabilityNotifyResponseSchema,
  KeywordPopupQuery,
  keywordPopupResponseSchema,
  WishlistToggleRequest,
  wishlistToggleResponseSchema,
} from '../api/product-actions.js';
import type {
  FastShippingQuery,
  fastShippingResponseSchema,
  ProductExtraQuery,
  productDeliveryLimitResponseSchema,
  productRelatedResponseSchema,
} from '../api/product-extra.js';
import type {
  ProductReviewsQuery,
  productReviewsResponseSchema,
  ReviewVoteRequest,
  reviewVoteResponseSchema,
} from '../api/reviews.js';
import type { output } from '../zod.js';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';

type DeliveryLimitAnswer = output<typeof productDeliveryLimitResponseSchema>;
type RelatedAnswer = output<typeof productRelatedResponseSchema>;

/**
 * `GET /api/product/extra/` (catalogue §7), typed by `type`: 1 answers the model's delivery
 * limits to the country, 2 its bundles, recommendations, also-bought products and size guides.
 */
function productExtraCall(client: ApiClient) {
  function productExtra(
    query: ProductExtraQuery & { readonly type: 1 },
    signal?: AbortSignal,
  ): Promise<DeliveryLimitAnswer>;
  function productExtra(
    query: ProductExtraQuery & { readonly type: 2 },
    signal?: AbortSignal,
  ): Promise<RelatedAnswer>;
  function productExtra(
    query: ProductExtraQuery,
    signal?: AbortSignal,
  ): Promise<DeliveryLimitAnswer | RelatedAnswer>;
  function productExtra(query: ProductExtraQuery, signal?: AbortSignal) {
    return client.get<
      typeof productDeliveryLimitResponseSchema | typeof productRelatedResponseSchema
    >('/api/product/extra/', {
      query: {
        slug: query.slug,
        'delivery-country-code': query['delivery-country-code'],
        type: query.type,
        group: query.group,
        lang: query.lang,
        taxAreaId: query.taxAreaId,
      },
      signal,
    });
  }
  return productExtra;
}

// The product calls, one export each (`productApi.name(...)` in the browser, see `apiCall`).

/**
 * The full product model by slug (catalogue §7). A 404 'Product not found' for an unknown
 * slug; 'Product is not public' for a hidden model unless the caller is staff.
 */
export const productModel = /* @__PURE__ */ apiCall(
  (client) => (slug: string, query: ProductModelQuery, signal?: AbortSignal) =>
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
);

/** The gift card models with their per-euro price (catalogue §5). */
export const giftCards = /* @__PURE__ */ apiCall(
  (client) => (query: GiftCardsQuery, signal?: AbortSignal) =>
    client.get<typeof giftCardsResponseSchema>('/api/products/giftcards/', {
      query: { taxAreaId: query.taxAreaId, lang: query.lang },
      signal,
    }),
);

/** A page of a model's reviews in one of the review orders (catalogue §4, §7). */
export const productReviews = /* @__PURE__ */ apiCall(
  (client) => (query: ProductReviewsQuery, signal?: AbortSignal) =>
    client.get<typeof productReviewsResponseSchema>('/api/product_reviews/', {
      query: { model_id: query.model_id, page: query.page, size: query.size, sort: query.sort },
      signal,
    }),
);

/**
 * The logged-in customer's vote on a review (catalogue §4 Review vote): the same vote again
 * or `'null'` takes it back. 401 without a login.
 */
export const voteReview = /* @__PURE__ */ apiCall(
  (client) => (body: ReviewVoteRequest) =>
    client.post<typeof reviewVoteResponseSchema>('/api/review_votes/', { body }),
);

/**
 * A ski wizard step's products, each flagged compatible or not with the chosen variants
 * (platform §3, §5, §7; catalogue §5). Only the groups chosen are sent.
 */
export const compatibleProducts = /* @__PURE__ */ apiCall(
  (client) => (query: CompatibleProductsQuery, signal?: AbortSignal) =>
    client.get<typeof compatibleProductsResponseSchema>('/api/compatible_products/', {
      query: {
        sport: query.sport,
        group: query.group,
        skis: query.skis,
        bindings: query.bindings,
        boots: query.boots,
        lang: query.lang,
        taxAreaId: query.taxAreaId,
        page: query.page,
        size: query.size,
      },
      signal,
    }),
);

/**
 * The model's delivery limits to a country (`type: 1`) or its related products (`type: 2`).
 * 404 'Product not found' for an unknown slug; a hidden model answers only staff.
 */
export const productExtra = /* @__PURE__ */ apiCall(productExtraCall);

/**
 * How the variant gets to a Finnish postcode (catalogue §5 delivery-method lookup): pickup
 * from the nearest stores holding it, then carriers, free from a method's threshold. 404 for
 * an unknown variant.
 */
export const fastShipping = /* @__PURE__ */ apiCall(
  (client) => (query: FastShippingQuery, signal?: AbortSignal) =>
    client.get<typeof fastShippingResponseSchema>('/api/get_fast_shipping/', {
      query: {
        postal_code: query.postal_code,
        price: query.price,
        variant_id: query.variant_id,
        lang: query.lang,
      },
      signal,
    }),
);

/**
 * Adds the model to the logged-in customer's wishlist, or takes it off when it is there
 * (catalogue §4 Wishlist toggle); answers whether it was added and the whole list after.
 * 401 without a login; 404 when adding a model that is unknown or not public.
 */
export const wishlistToggle = /* @__PURE__ */ apiCall(
  (client) => (body: WishlistToggleRequest) =>
    client.post<typeof wishlistToggleResponseSchema>('/api/customer/wishlist_toggle/', {
      body,
    }),
);

/**
 * Asks for an email when the variant `product_id` is back in stock (catalogue §4
 * Back-in-stock notifier); no login needed, asking again is harmless. A 400 names the field
 * with a message to show as it is (catalogue §8); 404 for an unknown or hidden variant.
 */
export const notifyAvailability = /* @__PURE__ */ apiCall(
  (client) => (body: AvailabilityNotifyRequest) =>
    client.post<typeof availabilityNotifyResponseSchema>(
      '/api/product_availability_email_notify/',
      { body },
    ),
);

/** One keyword popup's text and link in `lang` (catalogue §4 Other, §7); 404 for none. */
export const keywordPopup = /* @__PURE__ */ apiCall(
  (client) => (query: KeywordPopupQuery, signal?: AbortSignal) =>
    client.get<typeof keywordPopupResponseSchema>('/api/keyword-popup/', {
      query: { id: query.id, lang: query.lang },
      signal,
    }),
);

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
  compatibleProducts: (query: CompatibleProductsQuery) =>
    ['product', 'compatible-products', query] as const,
  /** A public model's extra data is the same for every viewer (a hidden one answers only staff). */
  extra: (query: ProductExtraQuery) => ['product', 'extra', query] as const,
  fastShipping: (query: FastShippingQuery) => ['product', 'fast-shipping', query] as const,
  keywordPopup: (query: KeywordPopupQuery) => ['product', 'keyword-popup', query] as const,
};
