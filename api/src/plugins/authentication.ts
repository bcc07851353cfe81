import type { ApiErrorCode } from '@shop/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/http-errors.js';
import {
  clearedSessionCookies,
  findSession,
  isCrossOriginWrite,
  type Session,
  sentToken,
} from '../modules/customers/customers.session.js';

/** Who made an authenticated request, and with which token (hashed, as stored). */
export type Authentication = Session;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: answers 401 unless a live login came with the request, as a bearer header or
     * the session cookie, and 403 for a cookie-authenticated write from another origin.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler of routes a login is optional on: `authenticate` when a login came at all. */
    authenticateIfSent(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require a login. */
    authentication: Authentication | null;
  }
}

/** `app.authenticate`, the preHandler of every route that needs a logged-in customer. */
export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('authentication', null);
    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      const sent = sentToken(request);
      // Issue 13 point 3: the browser adds the cookie by itself, so a write it authenticates
      // must come from the shop's own pages.
      if (sent?.source === 'cookie' && isCrossOriginWrite(request)) {
        throw new ForbiddenError('FORBIDDEN', 'Cross-site request refused.');
      }
      const reject = (code: ApiErrorCode, message: string) => {
        reply.header('www-authenticate', 'Bearer');
        // A session cookie that no longer logs in is deleted, so the page stops sending it.
        if (sent?.source === 'cookie') reply.header('set-cookie', clearedSessionCookies());
        return new UnauthorizedError(code, message);
      };
      if (!sent?.token) throw reject('LOGIN_REQUIRED', 'A login token is required.');
      const session = await findSession(app.db, sent.token, app.limits.sessionIdleMinutes);
      if (!session) throw reject('LOGIN_EXPIRED', 'The login token is invalid or has expired.');
      request.authentication = session;
    };
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateIfSent', async (request: FastifyRequest, reply: FastifyReply) => {
      if (sentToken(request)) await authenticate(request, reply);
    });
  },
  { name: 'authentication', dependencies: ['database', 'rate-limit'] },
);
