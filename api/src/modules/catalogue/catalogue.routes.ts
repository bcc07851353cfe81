import {
  campaignDetailSchema,
  campaignQuerySchema,
  manufacturerDetailSchema,
  manufacturerQuerySchema,
  type ParsedProductListPageRequest,
  type ParsedProductModelListRequest,
  productGroupQuerySchema,
  productGroupResponseSchema,
  productListPageRequestSchema,
  productListPageResponseSchema,
  productModelListCompressedQuerySchema,
  productModelListRequestSchema,
  productModelListResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCampaign, getManufacturer, getProductGroup } from './catalogue.service.js';
import { decodeCompressedRequest } from './compressed-request.js';
import { createListingPages } from './listing-page.service.js';
import { type CachedList, createListCache, createMemo, sendList } from './product-list.cache.js';
import { listProductCards } from './product-list.service.js';

/**
 * The GET list and page exist to be cached (catalogue §7); a minute keeps prices and stock
 * fresh.
 */
const LIST_CACHE = 'public, max-age=60';

/** The catalogue endpoints under `/api` (catalogue §7). */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lists = createListCache();
  /** The list for a parsed request: from the cache, or built, checked against the schema, kept. */
  const cachedList = (request: ParsedProductModelListRequest) =>
    lists.get(JSON.stringify(request), async () =>
      JSON.stringify(productModelListResponseSchema.parse(await listProductCards(app.db, request))),
    );
  const pages = createListCache();
  /** The same pages by their compressed request, as many as the page cache could hold. */
  const pagesByQuery = createMemo<CachedList>({ maxSize: 20_000 });
  const listPage = createListingPages(app.db);
  /** A page of a listing for a parsed request, cached like the lists (issue 10). */
  const cachedPage = (request: ParsedProductListPageRequest) =>
    pages.get(JSON.stringify(request), async () =>
      JSON.stringify(productListPageResponseSchema.parse(await listPage(request))),
    );

  /** A product group by path: a list whose first element is used; unknown path → 404. */
  api.get(
    '/products/productgroup/',
    {
      schema: {
        querystring: productGroupQuerySchema,
        response: { 200: productGroupResponseSchema },
      },
    },
    async (request) => [await getProductGroup(app.db, request.query.path, request.query.lang)],
  );

  /** Product cards of a source, the request as a JSON body. */
  api.post(
    '/products/productmodellist/',
    {
      schema: {
        body: productModelListRequestSchema,
        response: { 200: productModelListResponseSchema },
      },
    },
    async (request, reply) => sendList(request, reply, await cachedList(request.body)),
  );

  /** The same list with the request lz-compressed into `?q=`, so it can be cached. */
  api.get(
    '/products/productmodellist/',
    {
      schema: {
        querystring: productModelListCompressedQuerySchema,
        response: { 200: productModelListResponseSchema },
      },
    },
    async (request, reply) => {
      const list = await cachedList(
        decodeCompressedRequest(request.query.q, productModelListRequestSchema),
      );
      reply.header('cache-control', LIST_CACHE);
      return sendList(request, reply, list);
    },
  );

  /**
   * A page of a listing (issue 10): the cards at `offset` of the source's list after the
   * listing's filters and sort, the counts, and at offset 0 the facets; the request as JSON.
   */
  api.post(
    '/products/productmodellist/page/',
    {
      schema: {
        body: productListPageRequestSchema,
        response: { 200: productListPageResponseSchema },
      },
    },
    async (request, reply) => sendList(request, reply, await cachedPage(request.body)),
  );

  /** The same page with the request lz-compressed into `?q=`, so it can be cached. */
  api.get(
    '/products/productmodellist/page/',
    {
      schema: {
        querystring: productModelListCompressedQuerySchema,
        response: { 200: productListPageResponseSchema },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      // Keyed by the compressed text itself: a page already asked for is sent without
      // decompressing and parsing its request again (issue 10's latency target).
      const page = await pagesByQuery.get(q, () =>
        cachedPage(decodeCompressedRequest(q, productListPageRequestSchema)),
      );
      reply.header('cache-control', LIST_CACHE);
      return sendList(request, reply, page);
    },
  );

  /** A brand page's data (catalogue §3 Manufacturer); unknown slug → 404. */
  api.get(
    '/brand/',
    {
      schema: {
        querystring: manufacturerQuerySchema,
        response: { 200: manufacturerDetailSchema },
      },
    },
    (request) => getManufacturer(app.db, request.query.slug, request.query.lang),
  );

  /** A campaign page's heading; unknown slug → 404. */
  api.get(
    '/campaign/',
    {
      schema: { querystring: campaignQuerySchema, response: { 200: campaignDetailSchema } },
    },
    (request) => getCampaign(app.db, request.query.slug, request.query.lang),
  );
};
