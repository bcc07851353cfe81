import {
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addPeriodicSweep } from '../../lib/periodic-sweep.js';
import { placeOrder } from './orders.service.js';
import { expireAbandonedReservations } from './reservations.service.js';

/** How often abandoned payments are swept (their holds last 30 minutes). */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * `POST /api/orders/`: places an order (throttled like every public write). Guests may place; a
 * logged-in customer's token (sent like on every checkout call, platform §7) ties the order and
 * its idempotency keys to them.
 * Also runs the sweep that puts back the stock of abandoned payments.
 */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/orders/',
    {
      schema: {
        headers: placeOrderHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: placeOrderResponseSchema, 201: placeOrderResponseSchema },
      },
      config: { rateLimit: app.writeThrottle() },
      preHandler: app.authenticateIfSent,
    },
    async (request, reply) => {
      const customer = request.authentication?.customer;
      const { isReplay, response } = await placeOrder(app.db, {
        key: request.headers['idempotency-key'],
        placer: customer ? { customerId: customer.id, isStaff: customer.is_staff } : null,
        body: request.body,
        origin: { address: request.ip, pendingPerHour: app.limits.pendingOrdersPerAddress },
      });
      reply.header('cache-control', 'private, no-store');
      if (isReplay) reply.header('idempotent-replayed', 'true');
      return reply.code(isReplay ? 200 : 201).send(response);
    },
  );

  addPeriodicSweep(app, {
    everyMs: EXPIRY_SWEEP_MS,
    failure: 'expiring abandoned reservations failed',
    task: () => expireAbandonedReservations(app.db),
  });
};
