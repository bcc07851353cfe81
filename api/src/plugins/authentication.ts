import type { ApiErrorCode } from '@shop/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../lib/http-errors.js';
import {
  type CustomerRow,
  findCustomerByTokenHash,
} from '../modules/customers/customers.repository.js';
import { sha256Hex } from '../modules/customers/customers.service.js';

/** Who made an authenticated request, and with which token (hashed, as stored). */
export interface Authentication {
  readonly customer: CustomerRow;
  readonly tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless a live bearer token came with the request. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require a login. */
    authentication: Authentication | null;
  }
}

// Platform §6: the header is the token type and the access token; we only issue Bearer.
const BEARER = /^Bearer +([A-Za-z0-9_-]{16,128})$/i;

/** `app.authenticate`, the preHandler of every route that needs a logged-in customer. */
export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('authentication', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const reject = (code: ApiErrorCode, message: string) => {
        reply.header('www-authenticate', 'Bearer');
        return new UnauthorizedError(code, message);
      };
      const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
      if (!token) throw reject('LOGIN_REQUIRED', 'A login token is required.');
      const tokenHash = sha256Hex(token);
      const customer = await findCustomerByTokenHash(app.db, tokenHash);
      if (!customer) throw reject('LOGIN_EXPIRED', 'The login token is invalid or has expired.');
      request.authentication = { customer, tokenHash };
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
