import {
  productViewRequestSchema,
  recommendationQuerySchema,
  recommendationResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { RecommendationTables } from './recommendations.repository.js';
import { type Rankings, recordProductView } from './recommendations.service.js';

/**
 * The recommendation service (catalogue §7): `GET /api/recommendations/strategy/` orders a
 * category's products from recent views and sales; `POST /api/recommendations/views/` counts a
 * product page view (throttled like every public write).
 */
export const recommendationsRoutes: FastifyPluginAsync<{ readonly rankings: Rankings }> = async (
  app,
  { rankings },
) => {
  const db = app.db as unknown as Kysely<RecommendationTables>;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/recommendations/strategy/',
    {
      schema: {
        querystring: recommendationQuerySchema,
        response: { 200: recommendationResponseSchema },
      },
    },
    async (request, reply) => {
      // Views and sales move slowly: a minute's caching spares the ranking on every page.
      reply.header('cache-control', 'public, max-age=60');
      return rankings.of(request.query.path);
    },
  );
  api.post(
    '/recommendations/views/',
    {
      config: { rateLimit: app.writeThrottle('frequent') },
      schema: { body: productViewRequestSchema },
    },
    async (request, reply) => {
      await recordProductView(db, request.body.model_id);
      return reply.status(204).send();
    },
  );
};
