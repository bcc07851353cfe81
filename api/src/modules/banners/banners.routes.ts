import { bannersResponseSchema, languageQuerySchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getBanners } from './banners.service.js';

/** `GET /api/banners/?lang=` (platform §7). */
export const bannersRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/banners/',
      { schema: { querystring: languageQuerySchema, response: { 200: bannersResponseSchema } } },
      (request) => getBanners(app.db, request.query.lang),
    );
};
