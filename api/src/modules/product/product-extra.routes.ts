import {
  fastShippingQuerySchema,
  fastShippingResponseSchema,
  productExtraQuerySchema,
  productExtraResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/http-errors.js';
import { findShippingVariant } from './fast-shipping.repository.js';
import { loadFastShipping } from './fast-shipping.service.js';
import { PRODUCT_NOT_FOUND, PRODUCT_NOT_PUBLIC, requireTaxArea } from './product.routes.js';
import { findViewer } from './product.viewer.js';
import { findExtraModelRow } from './product-extra.repository.js';
import { loadDeliveryLimit, loadRelated } from './product-extra.service.js';

/** Stock, prices and sales move slowly enough for a minute's caching (like the product lists). */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * A public model's answer is the same for everyone and may be cached; a hidden one answers
 * only staff (catalogue §2, §8), and that answer no shared cache may keep.
 */
async function allowViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  isPublic: boolean,
): Promise<void> {
  if (isPublic) {
    reply.header('cache-control', PUBLIC_CACHE);
    return;
  }
  reply.header('cache-control', 'private, no-store');
  const viewer = await findViewer(app.db, request);
  if (!viewer?.is_staff) throw new NotFoundError('PRODUCT_NOT_PUBLIC', PRODUCT_NOT_PUBLIC);
}

/**
 * `GET /api/product/extra/?slug=&delivery-country-code=&type=1|2[&group=]` and
 * `GET /api/get_fast_shipping/?postal_code=&price=&variant_id=` (catalogue §7).
 */
export const productExtraRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/product/extra/',
    {
      schema: {
        querystring: productExtraQuerySchema,
        response: { 200: productExtraResponseSchema },
      },
    },
    async (request, reply) => {
      const { slug, type, lang, taxAreaId, group } = request.query;
      if (type === 2) await requireTaxArea(app, taxAreaId);
      const model = await findExtraModelRow(app.db, slug);
      if (!model) throw new NotFoundError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
      await allowViewer(app, request, reply, model.is_public);
      if (type === 1) {
        return loadDeliveryLimit(app.db, model, request.query['delivery-country-code'], lang);
      }
      return loadRelated(app.db, model, { taxAreaId, lang, group: group || undefined });
    },
  );
  routes.get(
    '/get_fast_shipping/',
    {
      schema: {
        querystring: fastShippingQuerySchema,
        response: { 200: fastShippingResponseSchema },
      },
    },
    async (request, reply) => {
      const { postal_code, price, variant_id, lang } = request.query;
      const variant = await findShippingVariant(app.db, variant_id);
      // An unknown variant is an unknown product (catalogue §8 'Product not found').
      if (!variant) throw new NotFoundError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
      await allowViewer(app, request, reply, variant.is_public);
      return loadFastShipping(app.db, variant, { postcode: postal_code, price, lang });
    },
  );
};
