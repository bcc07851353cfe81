import {
  availabilityNotifyRequestSchema,
  availabilityNotifyResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addPeriodicSweep } from '../../lib/periodic-sweep.js';
import {
  requestAvailabilityNotification,
  sendBackInStockNotifications,
} from './availability-notifications.service.js';

/** How often waiting back-in-stock requests are checked against the stock. */
const BACK_IN_STOCK_SWEEP_MS = 5 * 60_000;

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

  addPeriodicSweep(app, {
    everyMs: BACK_IN_STOCK_SWEEP_MS,
    failure: 'sending back-in-stock emails failed',
    task: async () => {
      const mailed = await sendBackInStockNotifications(app.db);
      if (mailed > 0) app.log.info({ mailed }, 'back-in-stock emails queued');
    },
  });
};
