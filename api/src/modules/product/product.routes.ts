import {
  giftCardsQuerySchema,
  giftCardsResponseSchema,
  productModelParamsSchema,
  productModelQuerySchema,
  productModelSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FieldValidationError, NotFoundError } from '../../lib/http-errors.js';
import { listGiftCards } from './gift-cards.service.js';
import { taxAreaExists } from './product.repository.js';
import { loadProductModel } from './product.service.js';
import { findViewer } from './product.viewer.js';

/** Catalogue §8: the message of an unknown product. */
export const PRODUCT_NOT_FOUND = 'Product not found';
/** A hidden product asked for by someone who is not staff (catalogue §2). */
export const PRODUCT_NOT_PUBLIC = 'Product is not public';

/** A 400 naming `taxAreaId` when no tax area has that id. */
export async function requireTaxArea(app: Parameters<FastifyPluginAsync>[0], taxAreaId: number) {
  if (!(await taxAreaExists(app.db, taxAreaId))) {
    throw new FieldValidationError([{ field: 'taxAreaId', message: 'is not a known tax area' }], {
      code: 'UNKNOWN_TAX_AREA',
    });
  }
}

/**
 * `GET /api/products/productmodel/{slug}/?taxAreaId=&lang=[&preview=][&giftcampaign=]` and
 * `GET /api/products/giftcards/?taxAreaId=&lang=` (catalogue §7).
 */
export const productRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/products/productmodel/:slug/',
    {
      schema: {
        params: productModelParamsSchema,
        querystring: productModelQuerySchema,
        response: { 200: productModelSchema },
      },
    },
    async (request, reply) => {
      const { taxAreaId, lang, giftcampaign } = request.query;
      await requireTaxArea(app, taxAreaId);
      // Only a request with a login token costs a lookup; anyone else is a guest.
      const isStaff = (await findViewer(app.db, request))?.is_staff === true;
      // Staff get the per-store stock (catalogue §1): their answer is theirs alone, and no
      // shared cache may keep it or hand it to the next shopper.
      if (isStaff) reply.header('cache-control', 'private, no-store');
      const model = await loadProductModel(app.db, request.params.slug, {
        taxAreaId,
        lang,
        inGiftCampaign: giftcampaign !== undefined,
        withStaffStock: isStaff,
      });
      if (!model) throw new NotFoundError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
      if (!model.isPublic) {
        // Whether it shows depends on who asks: no shared cache may keep the answer.
        reply.header('cache-control', 'private, no-store');
        if (!isStaff) throw new NotFoundError('PRODUCT_NOT_PUBLIC', PRODUCT_NOT_PUBLIC);
      }
      return model;
    },
  );
  routes.get(
    '/products/giftcards/',
    {
      schema: { querystring: giftCardsQuerySchema, response: { 200: giftCardsResponseSchema } },
    },
    async (request) => {
      const { taxAreaId, lang } = request.query;
      await requireTaxArea(app, taxAreaId);
      return { giftCards: await listGiftCards(app.db, taxAreaId, lang) };
    },
  );
};
