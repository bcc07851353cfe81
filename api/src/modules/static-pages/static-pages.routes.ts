import { staticPageQuerySchema, staticPageResponseSchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/http-errors.js';
import { findStaticPage } from './static-pages.repository.js';

/** `GET /api/static-page/?slug=&lang=` (platform §7). */
export const staticPagesRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/static-page/',
    {
      schema: { querystring: staticPageQuerySchema, response: { 200: staticPageResponseSchema } },
    },
    async (request) => {
      const { slug, lang } = request.query;
      const page = await findStaticPage(app.db, slug, lang);
      if (!page) throw new NotFoundError(`No static page "${slug}"`);
      return page;
    },
  );
};
