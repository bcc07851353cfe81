import {
  initConfigQuerySchema,
  initConfigResponseSchema,
  languageQuerySchema,
  localeByIpResponseSchema,
  marketsResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getInitConfig, getLocaleByIp, listMarkets } from './market.service.js';

/** `GET /api/init-config/`, `GET /api/locale_by_ip/` (platform §7) and `GET /api/markets/`. */
export const marketRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/init-config/',
    { schema: { querystring: initConfigQuerySchema, response: { 200: initConfigResponseSchema } } },
    (request) => getInitConfig(app.db, request.query),
  );
  routes.get(
    '/locale_by_ip/',
    { schema: { response: { 200: localeByIpResponseSchema } } },
    async (request, reply) => {
      // The answer depends on the visitor, so no shared cache may keep it.
      reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'x-geoip-country, cf-ipcountry');
      return getLocaleByIp(app.db, request.headers);
    },
  );
  routes.get(
    '/markets/',
    { schema: { querystring: languageQuerySchema, response: { 200: marketsResponseSchema } } },
    (request) => listMarkets(app.db, request.query.lang),
  );
};
