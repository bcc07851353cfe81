import type * as z from '@shop/shared-contracts/zod';
import type {
  campaignDetailSchema,
  manufacturerDetailSchema,
  ProductListPageRequest,
  ProductModelListRequest,
  productGroupResponseSchema,
  productListPageResponseSchema,
  productModelListResponseSchema,
} from '../api/catalogue.js';
import type {
  ProductViewRequest,
  RecommendationQuery,
  recommendationResponseSchema,
} from '../api/recommendations.js';
import type { Language } from '../market/languages.js';
import { apiCall } from './api-call.js';

const PRODUCT_MODEL_LIST = '/api/products/productmodellist/';
const PRODUCT_LIST_PAGE = '/api/products/productmodellist/page/';

// The catalogue calls, one export each (`catalogueApi.name(...)` in the browser, see `apiCall`).

/** A product group by path, with its ancestors; a list whose first element is used. */
export const productGroup = /* @__PURE__ */ apiCall(
  (client) => (path: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof productGroupResponseSchema>('/api/products/productgroup/', {
      query: { path, lang },
      signal,
    }),
);

/** Product cards of a source (catalogue §7), posted as JSON. */
export const productModelList = /* @__PURE__ */ apiCall(
  (client) => (request: ProductModelListRequest, signal?: AbortSignal) =>
    client.post<typeof productModelListResponseSchema>(PRODUCT_MODEL_LIST, {
      body: request,
      signal,
    }),
);

/**
 * The same list by GET, the request JSON lz-string compressed (`compressToEncodedURIComponent`)
 * into `q`, so it can be cached; the caller compresses and falls back to the POST.
 */
export const productModelListCompressed = /* @__PURE__ */ apiCall(
  (client) => (compressed: string, signal?: AbortSignal) =>
    client.get<typeof productModelListResponseSchema>(PRODUCT_MODEL_LIST, {
      query: { q: compressed },
      signal,
    }),
);

/** A page of a listing, filtered, sorted and counted by the api, posted as JSON. */
export const productListPage = /* @__PURE__ */ apiCall(
  (client) => (request: ProductListPageRequest, signal?: AbortSignal) =>
    client.post<typeof productListPageResponseSchema>(PRODUCT_LIST_PAGE, {
      body: request,
      signal,
    }),
);

/** The same page by GET, the request lz-string compressed into `q` (cacheable). */
export const productListPageCompressed = /* @__PURE__ */ apiCall(
  (client) => (compressed: string, signal?: AbortSignal) =>
    client.get<typeof productListPageResponseSchema>(PRODUCT_LIST_PAGE, {
      query: { q: compressed },
      signal,
    }),
);

/** A brand's page data (catalogue §3 Manufacturer). */
export const manufacturer = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof manufacturerDetailSchema>('/api/brand/', { query: { slug, lang }, signal }),
);

/** A campaign's heading; its products come from `productModelList` with source Campaign. */
export const campaign = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof campaignDetailSchema>('/api/campaign/', { query: { slug, lang }, signal }),
);

/** The recommendation order of a category's products (catalogue §7 strategy request). */
export const recommendationOrder = /* @__PURE__ */ apiCall(
  (client) => (query: RecommendationQuery, signal?: AbortSignal) =>
    client.get<typeof recommendationResponseSchema>('/api/recommendations/strategy/', {
      query: { ...query },
      signal,
    }),
);

/** Records that a product page was shown, for the recommendation order. */
export const recordProductView = /* @__PURE__ */ apiCall(
  (client) => (body: ProductViewRequest) =>
    client.post<z.ZodUndefined>('/api/recommendations/views/', { body }),
);

/** Query keys of the catalogue calls; every key starts with `'catalogue'` (see queries/catalogue-queries). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  productGroup: (path: string, lang: Language) =>
    ['catalogue', 'product-group', path, lang] as const,
  /** Every product list, e.g. to refetch the lists after prices change. */
  productModelLists: () => ['catalogue', 'product-model-list'] as const,
  /** One list: the same request is the same key, whether fetched by GET or POST. */
  productModelList: (request: ProductModelListRequest) =>
    ['catalogue', 'product-model-list', request] as const,
  /** A page of a listing; under the lists' prefix, so refetching the lists refetches pages. */
  productListPage: (request: ProductListPageRequest) =>
    ['catalogue', 'product-model-list', 'page', request] as const,
  manufacturer: (slug: string, lang: Language) =>
    ['catalogue', 'manufacturer', slug, lang] as const,
  campaign: (slug: string, lang: Language) => ['catalogue', 'campaign', slug, lang] as const,
  /** A category's recommendation order; the visitor id is left out, so every page shares it. */
  recommendationOrder: (strategy: string, path: string) =>
    ['catalogue', 'recommendation-order', strategy, path] as const,
};
