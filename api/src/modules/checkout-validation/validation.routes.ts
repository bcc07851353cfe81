import {
  checkoutValidationRequestSchema,
  checkoutValidationResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validateCheckout } from './validation.service.js';

/**
 * `POST /api/checkout/` (platform §7): checkout validation. Guests may validate; a logged-in
 * customer's token (sent on this call, platform §7) gets club prices and, for staff, the
 * staff-only parts. The cart repeats it while the shopper edits, so it is throttled at the
 * frequent rate.
 */
export const checkoutValidationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/checkout/',
    {
      schema: {
        body: checkoutValidationRequestSchema,
        response: { 200: checkoutValidationResponseSchema },
      },
      config: { rateLimit: app.writeThrottle('frequent') },
      preHandler: app.authenticateIfSent,
    },
    async (request, reply) => {
      const customer = request.authentication?.customer;
      reply.header('cache-control', 'private, no-store');
      return validateCheckout(
        app.db,
        request.body,
        customer ? { customerId: customer.id, isStaff: customer.is_staff } : null,
      );
    },
  );
};
