import {
  compatibleProductsQuerySchema,
  compatibleProductsResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FieldValidationError } from '../../lib/http-errors.js';
import { taxAreaExists } from '../product/product.repository.js';
import { listCompatibleProducts } from './compatibility.service.js';

/**
 * `GET /api/compatible_products/?sport=&group=&skis=&bindings=&boots=&lang=&taxAreaId=&page=&size=`
 * (platform §7; catalogue §5): a ski wizard step's products flagged against the chosen ones.
 */
export const compatibilityRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/compatible_products/',
    {
      schema: {
        querystring: compatibleProductsQuerySchema,
        response: { 200: compatibleProductsResponseSchema },
      },
    },
    async (request, reply) => {
      const { sport, group, skis, bindings, boots, lang, taxAreaId, page, size } = request.query;
      if (!(await taxAreaExists(app.db, taxAreaId))) {
        throw new FieldValidationError(
          [{ field: 'taxAreaId', message: 'is not a known tax area' }],
          { code: 'UNKNOWN_TAX_AREA' },
        );
      }
      // Stock decides what is listed: a shared cache may keep a step for a short while only.
      reply.header('cache-control', 'public, max-age=60');
      return listCompatibleProducts(app.db, {
        sport,
        group,
        chosen: { skis, bindings, boots },
        lang,
        taxAreaId,
        page,
        size,
      });
    },
  );
};
