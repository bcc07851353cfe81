import { routeSlugsResponseSchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findRouteSlugs } from './route-slugs.repository.js';

/** `GET /api/route-slugs/` (platform §7). */
export const routeSlugsRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/route-slugs/', { schema: { response: { 200: routeSlugsResponseSchema } } }, () =>
      findRouteSlugs(app.db),
    );
};
