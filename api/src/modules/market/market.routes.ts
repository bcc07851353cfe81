import {
  initConfigQuerySchema,
  initConfigResponseSchema,
  localeByIpResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getInitConfig, getLocaleByIp } from './market.service.js';

/** `GET /api/init-config/` and `GET /api/locale_by_ip/` (platform §7). */
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
};
