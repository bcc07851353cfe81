import {
  languageQuerySchema,
  type ProductGroupsResponse,
  productGroupsResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCatalogueMemo } from '../catalogue/catalogue-version.js';
import { getProductGroupTree, getWizardGroups } from './product-groups.service.js';

/**
 * `GET /api/product-groups/?lang=` (platform §7), with the groups the wizards start from. The
 * answer for a language is kept while the catalogue's version says the groups and their links
 * are unchanged (every server-rendered page reads it for its menu; issue 9).
 */
export const productGroupsRoutes: FastifyPluginAsync = async (app) => {
  const byLanguage = createCatalogueMemo<ProductGroupsResponse>(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/product-groups/',
    {
      schema: {
        querystring: languageQuerySchema,
        response: { 200: productGroupsResponseSchema },
      },
    },
    (request) => {
      const { lang } = request.query;
      return byLanguage.get(lang, async () => {
        const [productGroups, wizardGroups] = await Promise.all([
          getProductGroupTree(app.db, lang),
          getWizardGroups(app.db),
        ]);
        return { productGroups, wizardGroups };
      });
    },
  );
};
