import { normalizeIP } from '@fastify/rate-limit';
import {
  deliveryMethodsQuerySchema,
  deliveryMethodsResponseSchema,
  orderBySlugQuerySchema,
  orderLookupCodeRequestSchema,
  orderLookupCodeResponseSchema,
  orderLookupQuerySchema,
  orderResponseSchema,
  orderStatusQuerySchema,
  orderStatusResponseSchema,
  payLaterConfirmParamsSchema,
  payLaterConfirmQuerySchema,
  payLaterConfirmResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attemptKey, limitMisses, withRetryAfter } from '../attempts/attempts.service.js';
import { findDeliveryMethods } from './delivery-methods.repository.js';
import { lookUpOrder, sendLookupCode } from './order-lookup.service.js';
import { confirmPayLater, getOrderBySlug, getOrderStatus } from './orders.service.js';

// An order is personal data and its status changes: no cache may keep it.
const PRIVATE = 'private, no-store';

/**
 * The checkout endpoints under `/api`: order lookup for view-order (and its mailed one-time
 * code), the payment-outcome and
 * order-process pages, the pay-later confirm and the delivery methods of the checkout form.
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Throttled per address, and the misses of one email are counted in the database from each
  // address (a 429 past them) and from all together (past a few, email and number alone show
  // nothing: the order link's token or a mailed code must), so no number of addresses can walk
  // the order numbers of a known email, and its owner still gets in.
  const windowMs = app.limits.orderLookupWindowMinutes * 60_000;
  const lookupMisses = { max: app.limits.orderLookupMisses, windowMs };
  const emailMisses = { freeMisses: app.limits.orderLookupFreeMisses, windowMs };
  routes.get(
    '/orders/lookup/',
    {
      config: { rateLimit: app.throttle('order-lookup') },
      schema: { querystring: orderLookupQuerySchema, response: { 200: orderResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      // An IPv6 client owns a whole /64: counted as one address, as the per-address throttle does.
      const key = attemptKey('order-lookup', request.query.email, normalizeIP(request.ip));
      return withRetryAfter(reply, () =>
        limitMisses(app.db, key, lookupMisses, 'order lookups that found nothing', () =>
          lookUpOrder(app.db, request.query, emailMisses),
        ),
      );
    },
  );
  routes.post(
    '/orders/lookup/code/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: orderLookupCodeRequestSchema,
        response: { 202: orderLookupCodeResponseSchema },
      },
    },
    async (request, reply) => {
      await sendLookupCode(app.db, request.body);
      // The same answer whether a code went out: it tells nobody which orders exist.
      return reply.code(202).header('cache-control', PRIVATE).send({ accepted: true });
    },
  );
  routes.get(
    '/orders/by-slug/',
    { schema: { querystring: orderBySlugQuerySchema, response: { 200: orderResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return getOrderBySlug(app.db, request.query.slug, request.query.lang);
    },
  );
  routes.get(
    '/orders/status/',
    {
      schema: { querystring: orderStatusQuerySchema, response: { 200: orderStatusResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return getOrderStatus(app.db, request.query.order);
    },
  );
  routes.get(
    '/checkout/:provider/confirm/',
    {
      schema: {
        params: payLaterConfirmParamsSchema,
        querystring: payLaterConfirmQuerySchema,
        response: { 200: payLaterConfirmResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return confirmPayLater(app.db, request.params.provider, request.query.klarna_order_id);
    },
  );
  routes.get(
    '/checkout/delivery-methods/',
    {
      schema: {
        querystring: deliveryMethodsQuerySchema,
        response: { 200: deliveryMethodsResponseSchema },
      },
    },
    async (request) => {
      const { country, lang } = request.query;
      return findDeliveryMethods(app.db, country, lang);
    },
  );
};
