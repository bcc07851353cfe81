import { generalSettingsResponseSchema, languageQuerySchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getGeneralSettings } from './general-settings.service.js';

/** `GET /api/general-settings/?lang=` (platform §3; the spec leaves its path open, §7). */
export const generalSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/general-settings/',
    {
      schema: {
        querystring: languageQuerySchema,
        response: { 200: generalSettingsResponseSchema },
      },
    },
    (request) => getGeneralSettings(app.db, request.query.lang),
  );
};
