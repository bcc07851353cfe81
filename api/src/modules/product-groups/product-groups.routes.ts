import { languageQuerySchema, productGroupsResponseSchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProductGroupTree, getWizardGroups } from './product-groups.service.js';

/** `GET /api/product-groups/?lang=` (platform §7), with the groups the wizards start from. */
export const productGroupsRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product-groups/',
    {
      schema: {
        querystring: languageQuerySchema,
        response: { 200: productGroupsResponseSchema },
      },
    },
    async (request) => {
      const [productGroups, wizardGroups] = await Promise.all([
        getProductGroupTree(app.db, request.query.lang),
        getWizardGroups(app.db),
      ]);
      return { productGroups, wizardGroups };
    },
  );
};
