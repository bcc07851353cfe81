import {
  campaignDetailSchema,
  campaignQuerySchema,
  manufacturerDetailSchema,
  manufacturerQuerySchema,
  type ProductGroupDetail,
  productGroupQuerySchema,
  productGroupResponseSchema,
  productListPageRequestSchema,
  productListPageResponseSchema,
  productModelListCompressedQuerySchema,
  productModelListRequestSchema,
  productModelListResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import type { Rankings } from '../recommendations/recommendations.service.js';
import { getCampaign, getManufacturer, getProductGroup } from './catalogue.service.js';
import {
  addCatalogueChangesPrune,
  createCatalogueMemo,
  readCatalogueVersion,
} from './catalogue-version.js';
import { decodeCompressedRequest } from './compressed-request.js';
import { createListings } from './listing-page.service.js';
import { createListCache, createMemo, type ListCache, sendList } from './product-list.cache.js';

/**
 * The GET list and page exist to be cached (catalogue §7); a minute keeps prices and stock
 * fresh.
 */
const LIST_CACHE = 'public, max-age=60';
/** Bytes of encoded list and page answers kept, both calls together. */
const LIST_ANSWER_BYTES = 24 * 1024 * 1024;
/** Bytes of group details (a group's page data) kept, all paths and languages together. */
const GROUP_DETAIL_BYTES = 4 * 1024 * 1024;

/**
 * The catalogue endpoints under `/api` (catalogue §7). Each read is throttled per address
 * (`list-read`, generous): every distinct list costs a build, so one client may not ask for
 * thousands a minute. A page rendered on the server reads them as its visitor.
 */
export const catalogueRoutes: FastifyPluginAsync<{ readonly rankings: Rankings }> = async (
  app,
  { rankings },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Whole lists are read again only when the catalogue changed; the answers built from them
  // (which may follow a recommendation ranking) still expire after a minute.
  const listings = createListings(app.db, rankings, {
    version: () => readCatalogueVersion(app.db),
  });
  addCatalogueChangesPrune(app);
  // A group's page reads the whole group tree for its subgroups: kept per path and language.
  const groups = createCatalogueMemo<ProductGroupDetail>(app.db, GROUP_DETAIL_BYTES);
  // The list and page calls' answers share one bound: together they are what grows with
  // distinct requests.
  const answers = createListCache({ maxBytes: LIST_ANSWER_BYTES });

  /** A product group by path: a list whose first element is used; unknown path → 404. */
  api.get(
    '/products/productgroup/',
    {
      config: { rateLimit: app.throttle('list-read') },
      schema: {
        querystring: productGroupQuerySchema,
        response: { 200: productGroupResponseSchema },
      },
    },
    async (request) => {
      const { path, lang } = request.query;
      return [await groups.get(`${lang} ${path}`, () => getProductGroup(app.db, path, lang))];
    },
  );

  /** Product cards of a source (catalogue §7): the whole list. */
  listCall(app, '/products/productmodellist/', answers, {
    request: productModelListRequestSchema,
    response: productModelListResponseSchema,
    answer: listings.list,
  });

  /**
   * A page of a listing (issue 10): the cards at `offset` of the source's list after the
   * listing's filters and sort, the counts, and at offset 0 the facets.
   */
  listCall(app, '/products/productmodellist/page/', answers, {
    request: productListPageRequestSchema,
    response: productListPageResponseSchema,
    answer: listings.page,
  });

  /** A brand page's data (catalogue §3 Manufacturer); unknown slug → 404. */
  api.get(
    '/brand/',
    {
      config: { rateLimit: app.throttle('list-read') },
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
      config: { rateLimit: app.throttle('list-read') },
      schema: { querystring: campaignQuerySchema, response: { 200: campaignDetailSchema } },
    },
    (request) => getCampaign(app.db, request.query.slug, request.query.lang),
  );
};

interface ListCallOptions<Request extends z.ZodType> {
  readonly request: Request;
  readonly response: z.ZodType;
  readonly answer: (request: z.output<Request>) => Promise<unknown>;
}

/**
 * A list call (catalogue §7) at `path`: `POST` with the request as JSON, and `GET` with it
 * lz-compressed into `?q=` so it can be cached (`max-age` a minute). Answers are kept a minute
 * by request, checked against the response schema and compressed once (`sendList`: ETag, 304),
 * and also by the compressed text itself, so a GET asked for before is sent without
 * decompressing and parsing its request again (issue 10's latency target).
 */
/** Bytes of decoded list requests kept by their compressed text, per call (about 2 KiB each). */
const QUERY_MEMO_BYTES = 4 * 1024 * 1024;

function listCall<Request extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  answers: ListCache,
  { request: requestSchema, response: responseSchema, answer }: ListCallOptions<Request>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The compressed text of a GET, and the request it decodes to: a GET asked for before skips
  // decompressing and parsing. It keeps requests only (bounded in bytes, its keys counted),
  // never the answers, which stay in `answers` alone and its byte bound.
  const byQuery = createMemo<{ key: string; request: z.output<Request> }>({
    maxSize: QUERY_MEMO_BYTES,
  });
  const cached = (request: z.output<Request>, key = `${path} ${JSON.stringify(request)}`) =>
    answers.get(key, async () => JSON.stringify(responseSchema.parse(await answer(request))));
  api.post(
    path,
    // The body is validated by the schema (400 naming the field) before the handler runs. The
    // answer goes out compressed by `sendList`, so the compression plugin's hooks stay off.
    {
      config: { rateLimit: app.throttle('list-read') },
      schema: { body: requestSchema as z.ZodType, response: { 200: responseSchema } },
      compress: false,
    },
    async (request, reply) =>
      sendList(request, reply, await cached(request.body as z.output<Request>)),
  );
  api.get(
    path,
    {
      config: { rateLimit: app.throttle('list-read') },
      schema: {
        querystring: productModelListCompressedQuerySchema,
        response: { 200: responseSchema },
      },
      // Compressed once by `sendList`; a GET has no body to decompress.
      compress: false,
      decompress: false,
    },
    async (request, reply) => {
      const { q } = request.query;
      const { key, request: decoded } = await byQuery.get(q, async () => {
        const parsed = decodeCompressedRequest(q, requestSchema);
        return { key: `${path} ${JSON.stringify(parsed)}`, request: parsed };
      });
      const list = await cached(decoded, key);
      reply.header('cache-control', LIST_CACHE);
      return sendList(request, reply, list);
    },
  );
}
