import {
  enterpriseOrderRequestSchema,
  enterpriseOrderResponseSchema,
  placeOrderHeadersSchema,
  transferRequestRequestSchema,
  transferRequestResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../lib/http-errors.js';
import { placeEnterpriseOrder } from './enterprise-orders.service.js';
import { createTransferRequest, type StaffWriteResult } from './transfer-requests.service.js';

/** The logged-in staff member's id; `authenticate` and `requireStaff` ran before. */
function staffIdOf(request: FastifyRequest): number {
  const customer = request.authentication?.customer;
  if (!customer?.is_staff) throw new Error('route is missing the staff preValidation');
  return customer.id;
}

/** Platform §6: transfer requests and enterprise orders are staff features. */
async function requireStaff(request: FastifyRequest) {
  if (!request.authentication?.customer.is_staff) {
    throw new ForbiddenError(
      'STAFF_ONLY',
      'Staff only: transfer requests and enterprise orders are made by staff users.',
    );
  }
}

/** 201 for a new request or order, 200 with the same body when the key made it before. */
function answer<Response>(reply: FastifyReply, result: StaffWriteResult<Response>) {
  reply.header('cache-control', 'private, no-store');
  if (result.isReplay) reply.header('idempotent-replayed', 'true');
  return reply.code(result.isReplay ? 200 : 201).send(result.response);
}

/**
 * `POST /api/customer/transfer_request/` and `POST /api/customer/enterprise/order/` (issue 8
 * point 7): staff only. The login and the role are checked before the body (401, then 403),
 * so nobody else learns what a valid request looks like; both take an `Idempotency-Key`.
 */
export const staffOrdersRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = {
    preValidation: [app.authenticate, requireStaff],
    config: { rateLimit: app.writeThrottle() },
  };
  routes.post(
    '/customer/transfer_request/',
    {
      ...guard,
      schema: {
        headers: placeOrderHeadersSchema,
        body: transferRequestRequestSchema,
        response: { 200: transferRequestResponseSchema, 201: transferRequestResponseSchema },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await createTransferRequest(app.db, {
          staffId: staffIdOf(request),
          key: request.headers['idempotency-key'],
          body: request.body,
        }),
      ),
  );
  routes.post(
    '/customer/enterprise/order/',
    {
      ...guard,
      schema: {
        headers: placeOrderHeadersSchema,
        body: enterpriseOrderRequestSchema,
        response: { 200: enterpriseOrderResponseSchema, 201: enterpriseOrderResponseSchema },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await placeEnterpriseOrder(app.db, {
          staffId: staffIdOf(request),
          key: request.headers['idempotency-key'],
          body: request.body,
        }),
      ),
  );
};
