import {
  keywordPopupQuerySchema,
  keywordPopupResponseSchema,
  keywordPopupsResponseSchema,
  languageQuerySchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/http-errors.js';
import { findKeywordPopup, listKeywordPopups } from './keyword-popups.repository.js';

/**
 * `GET /api/keyword-popups/?lang=` (platform §7) and `GET /api/keyword-popup/?id=&lang=`, the
 * one popup a keyword in a description opens (catalogue §4 Other, §7).
 */
export const keywordPopupsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/keyword-popups/',
    {
      schema: {
        querystring: languageQuerySchema,
        response: { 200: keywordPopupsResponseSchema },
      },
    },
    (request) => listKeywordPopups(app.db, request.query.lang),
  );
  routes.get(
    '/keyword-popup/',
    {
      schema: {
        querystring: keywordPopupQuerySchema,
        response: { 200: keywordPopupResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, lang } = request.query;
      const popup = await findKeywordPopup(app.db, id, lang);
      if (!popup) throw new NotFoundError('KEYWORD_POPUP_NOT_FOUND', `No keyword popup ${id}`);
      // Content for everyone, like the catalogue reads: a shared cache may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return popup;
    },
  );
};
