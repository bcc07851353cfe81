import { keywordPopupsResponseSchema, languageQuerySchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listKeywordPopups } from './keyword-popups.repository.js';

/** `GET /api/keyword-popups/?lang=` (platform §7). */
export const keywordPopupsRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/keyword-popups/',
    {
      schema: {
        querystring: languageQuerySchema,
        response: { 200: keywordPopupsResponseSchema },
      },
    },
    (request) => listKeywordPopups(app.db, request.query.lang),
  );
};
