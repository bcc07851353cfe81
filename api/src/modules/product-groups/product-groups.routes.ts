import { languageQuerySchema, productGroupsResponseSchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProductGroupTree } from './product-groups.service.js';

/** `GET /api/product-groups/?lang=` (platform §7). */
export const productGroupsRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product-groups/',
    {
      schema: {
        querystring: languageQuerySchema,
        response: { 200: productGroupsResponseSchema },
      },
    },
    async (request) => ({ productGroups: await getProductGroupTree(app.db, request.query.lang) }),
  );
};
