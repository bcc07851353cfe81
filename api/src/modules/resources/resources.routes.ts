import { languageQuerySchema, resourcesResponseSchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getResources } from './resources.service.js';

/** `GET /api/resources/?lang=` (platform §7). */
export const resourcesRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/resources/',
      { schema: { querystring: languageQuerySchema, response: { 200: resourcesResponseSchema } } },
      (request) => getResources(app.db, request.query.lang),
    );
};
