import {
  customerResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  saveCartRequestSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authentication } from '../../plugins/authentication.js';
import { withRetryAfter } from '../attempts/attempts.service.js';
import { revokeAccessToken, saveCartContent } from './customers.repository.js';
import { logIn, sha256Hex, toCustomerResponse } from './customers.service.js';
import { clearedSessionCookies, sentToken, sessionCookies } from './customers.session.js';
import { throttleLogin } from './login-throttle.js';

// A login answer is personal: no cache may keep it.
const PRIVATE = 'private, no-store';

function authenticationOf(request: FastifyRequest): Authentication {
  if (!request.authentication) throw new Error('route is missing the authenticate preHandler');
  return request.authentication;
}

/**
 * `POST /api/customer/login/`, `GET /api/customer/`, `POST /api/customer/logout/` (§4, §7) and
 * `PUT /api/customer/cart/`, the logged-in customer's cart kept on the server (issue 8).
 */
export const customersRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Throttled per address, and per email and address in the database (login-throttle.ts).
  routes.post(
    '/customer/login/',
    {
      config: { rateLimit: app.throttle('login') },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const login = await withRetryAfter(reply, () =>
        throttleLogin(
          app.db,
          { email: request.body.username, address: request.ip },
          app.limits,
          () => logIn(app.db, request.body),
        ),
      );
      // A browser logging in again ends the session its cookie held (as the same customer or
      // another): the new cookie replaces it, so nothing would use that token again.
      const previous = sentToken(request);
      if (previous?.source === 'cookie' && previous.token) {
        await revokeAccessToken(app.db, sha256Hex(previous.token));
      }
      // The shop's pages log in by the cookies (issue 13 point 3); other clients by the body.
      reply.header('set-cookie', sessionCookies(login.access_token, login.expires_in));
      return login;
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
  routes.put(
    '/customer/cart/',
    {
      // Before the body is validated, so a caller without a login learns that first (401).
      preValidation: app.authenticate,
      // The cart saves about a second after each change while the shopper edits it.
      config: { rateLimit: app.writeThrottle('frequent') },
      schema: { body: saveCartRequestSchema },
    },
    async (request, reply) => {
      await saveCartContent(app.db, authenticationOf(request).customer.id, request.body);
      return reply.code(204).header('cache-control', PRIVATE).send();
    },
  );
  routes.post('/customer/logout/', { preHandler: app.authenticate }, async (request, reply) => {
    await revokeAccessToken(app.db, authenticationOf(request).tokenHash);
    return reply.code(204).header('set-cookie', clearedSessionCookies()).send();
  });
};
