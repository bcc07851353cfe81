import {
  customerResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authentication } from '../../plugins/authentication.js';
import { revokeAccessToken } from './customers.repository.js';
import { logIn, toCustomerResponse } from './customers.service.js';

// A login answer is personal: no cache may keep it.
const PRIVATE = 'private, no-store';

function authenticationOf(request: FastifyRequest): Authentication {
  if (!request.authentication) throw new Error('route is missing the authenticate preHandler');
  return request.authentication;
}

/** `POST /api/customer/login/`, `GET /api/customer/`, `POST /api/customer/logout/` (§4, §7). */
export const customersRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/customer/login/',
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return logIn(app.db, request.body);
    },
  );
  routes.get(
    '/customer/',
    { preHandler: app.authenticate, schema: { response: { 200: customerResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return toCustomerResponse(authenticationOf(request).customer);
    },
  );
  routes.post('/customer/logout/', { preHandler: app.authenticate }, async (request, reply) => {
    await revokeAccessToken(app.db, authenticationOf(request).tokenHash);
    return reply.code(204).send();
  });
};
