import type { FastifyPluginAsync } from 'fastify';
import { blogRoutes } from './blog.routes.js';
import { contentPagesRoutes } from './content-pages.routes.js';
import { formsRoutes } from './forms.routes.js';
import { giftCampaignsRoutes } from './gift-campaigns.routes.js';
import { storesRoutes } from './stores.routes.js';

/** The content endpoints under `/api`: stores, blog, FAQ, experiences, gift categories and codes, forms. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(storesRoutes);
  await app.register(blogRoutes);
  await app.register(contentPagesRoutes);
  await app.register(formsRoutes);
  await app.register(giftCampaignsRoutes);
};
