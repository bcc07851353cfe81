import {
  contentLanguageQuerySchema,
  contentSlugQuerySchema,
  storeSchema,
  storesResponseSchema,
  unknownStoreMessage,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/http-errors.js';
import { findStore, listStores } from './stores.repository.js';

/** `GET /api/stores/?lang=` and `GET /api/store/?slug=&lang=`. */
export const storesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/stores/',
    {
      schema: {
        querystring: contentLanguageQuerySchema,
        response: { 200: storesResponseSchema },
      },
    },
    async (request) => ({ stores: await listStores(app.db, request.query.lang) }),
  );
  routes.get(
    '/store/',
    { schema: { querystring: contentSlugQuerySchema, response: { 200: storeSchema } } },
    async (request) => {
      const { slug, lang } = request.query;
      const store = await findStore(app.db, slug, lang);
      // Platform §8: an unknown store name is reported in these words.
      if (!store) throw new NotFoundError('STORE_NOT_FOUND', unknownStoreMessage(slug));
      return store;
    },
  );
};
