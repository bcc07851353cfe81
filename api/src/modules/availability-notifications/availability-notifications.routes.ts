import {
  availabilityNotifyRequestSchema,
  availabilityNotifyResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestAvailabilityNotification } from './availability-notifications.service.js';

/**
 * `POST /api/product_availability_email_notify/` (catalogue §4 Back-in-stock notifier, §7): no
 * login needed, so it is throttled per client like the other public forms.
 */
export const availabilityNotificationsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/product_availability_email_notify/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: availabilityNotifyRequestSchema,
        response: { 200: availabilityNotifyResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, product_id, lang_code } = request.body;
      await requestAvailabilityNotification(app.db, {
        email,
        variantId: product_id,
        language: lang_code,
      });
      // The answer concerns one visitor's address: never cached.
      reply.header('cache-control', 'private, no-store');
      return { success: true } as const;
    },
  );
};
