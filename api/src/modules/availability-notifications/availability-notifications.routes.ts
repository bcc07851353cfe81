import {
  availabilityNotifyRequestSchema,
  availabilityNotifyResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      sendBackInStockNotifications(app.db)
        .then((mailed) => {
          if (mailed > 0) app.log.info({ mailed }, 'back-in-stock emails queued');
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'sending back-in-stock emails failed');
        });
    }, BACK_IN_STOCK_SWEEP_MS);
    // The sweep alone must not keep the process alive.
    sweep.unref();
  });
  // Before the database closes (its onClose hook), so no sweep runs on a closed database.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
  });
};
