import {
  staticPageQuerySchema,
  staticPageResponseSchema,
  staticPageWithTabsQuerySchema,
  staticPageWithTabsResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/http-errors.js';
import { findStaticPage, findStaticPageWithTabs } from './static-pages.repository.js';

/** `GET /api/static-page/` and `GET /api/static-page-with-tabs/`, both `?slug=&lang=` (§7). */
export const staticPagesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/static-page/',
    {
      schema: { querystring: staticPageQuerySchema, response: { 200: staticPageResponseSchema } },
    },
    async (request) => {
      const { slug, lang } = request.query;
      const page = await findStaticPage(app.db, slug, lang);
      if (!page) throw new NotFoundError('PAGE_NOT_FOUND', `No static page "${slug}"`);
      return page;
    },
  );
  routes.get(
    '/static-page-with-tabs/',
    {
      schema: {
        querystring: staticPageWithTabsQuerySchema,
        response: { 200: staticPageWithTabsResponseSchema },
      },
    },
    async (request) => {
      const { slug, lang } = request.query;
      const page = await findStaticPageWithTabs(app.db, slug, lang);
      if (!page) throw new NotFoundError('PAGE_NOT_FOUND', `No static page with tabs "${slug}"`);
      return page;
    },
  );
};
