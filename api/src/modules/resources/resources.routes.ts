import {
  languageQuerySchema,
  type ResourcesResponse,
  resourcesResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCatalogueMemo } from '../catalogue/catalogue-version.js';
import { getResources } from './resources.service.js';

/**
 * `GET /api/resources/?lang=` (platform §7). Every server-rendered page with a listing or a
 * product reads it: the answer for a language is kept while the catalogue's version (one short
 * query) says its tables are unchanged, instead of eight queries each time (issue 9).
 */
export const resourcesRoutes: FastifyPluginAsync = async (app) => {
  const byLanguage = createCatalogueMemo<ResourcesResponse>(app.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/resources/',
      { schema: { querystring: languageQuerySchema, response: { 200: resourcesResponseSchema } } },
      (request) => {
        const { lang } = request.query;
        return byLanguage.get(lang, () => getResources(app.db, lang));
      },
    );
};
