import {
  customerOrderParamsSchema,
  customerOrderSchema,
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
  preferencesResponseSchema,
  staffCustomerSearchQuerySchema,
  staffCustomerSearchResponseSchema,
  updatePreferencesRequestSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError, NotFoundError } from '../../lib/http-errors.js';
import {
  findCustomerOrder,
  findCustomerOrders,
  findPreferences,
  searchCustomersByEmail,
  updatePreferences,
} from './customer-orders.repository.js';

// Personal data whose status changes: only the customer's own browser may keep it, briefly.
const PRIVATE = 'private, no-store';

/** The logged-in customer's id; `authenticate` ran before. */
function customerIdOf(request: FastifyRequest): number {
  const customer = request.authentication?.customer;
  if (!customer) throw new Error('route is missing the authenticate preHandler');
  return customer.id;
}

/** Platform §6: selecting a customer is a staff feature. */
async function requireStaff(request: FastifyRequest) {
  if (!request.authentication?.customer.is_staff) {
    throw new ForbiddenError('STAFF_ONLY', 'Staff only: customers are selected by staff users.');
  }
}

/**
 * Issue 12 point 3, all behind a login (401 first, before the request is validated):
 * `GET /api/customer/orders/` and `GET /api/customer/orders/{number}/` (the customer's own
 * orders only: another customer's number is a 404, as if it did not exist),
 * `GET /api/customer/preferences/` and `PATCH /api/customer/` (postcode and marketing consent),
 * and the staff customer search `GET /api/customer/staff/customers/?q=` (403 for customers).
 */
export const customerOrdersRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/customer/orders/',
    {
      preValidation: app.authenticate,
      schema: {
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrdersResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return {
        orders: await findCustomerOrders(app.db, customerIdOf(request), request.query.lang),
      };
    },
  );
  routes.get(
    '/customer/orders/:number/',
    {
      preValidation: app.authenticate,
      schema: {
        params: customerOrderParamsSchema,
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrderSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const order = await findCustomerOrder(
        app.db,
        customerIdOf(request),
        request.params.number,
        request.query.lang,
      );
      if (!order) throw new NotFoundError('ORDER_NOT_FOUND', 'order not found');
      return order;
    },
  );
  routes.get(
    '/customer/preferences/',
    { preValidation: app.authenticate, schema: { response: { 200: preferencesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return findPreferences(app.db, customerIdOf(request));
    },
  );
  routes.patch(
    '/customer/',
    {
      preValidation: app.authenticate,
      // The form saves on submit; a shopper may correct a typo a few times in a row.
      config: { rateLimit: app.writeThrottle('frequent') },
      schema: {
        body: updatePreferencesRequestSchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return updatePreferences(app.db, customerIdOf(request), request.body);
    },
  );
  routes.get(
    '/customer/staff/customers/',
    {
      preValidation: [app.authenticate, requireStaff],
      schema: {
        querystring: staffCustomerSearchQuerySchema,
        response: { 200: staffCustomerSearchResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { customers: await searchCustomersByEmail(app.db, request.query.q) };
    },
  );
};
