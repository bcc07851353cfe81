import { brandsResponseSchema, languageQuerySchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listBrands } from './brands.repository.js';

/** `GET /api/brands/?lang=` (platform §7). */
export const brandsRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/brands/',
      { schema: { querystring: languageQuerySchema, response: { 200: brandsResponseSchema } } },
      (request) => listBrands(app.db, request.query.lang),
    );
};
