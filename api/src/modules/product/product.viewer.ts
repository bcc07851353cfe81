import { cookieValue } from '@shop/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type CustomerRow, findCustomerByTokenHash } from '../customers/customers.repository.js';
import { sha256Hex } from '../customers/customers.service.js';

// Platform §3: the shell keeps the authorization header in this cookie; remotes call the api
// same-origin, so the browser sends it along with public product calls too.
const AUTH_COOKIE = 'so.auth';
const BEARER = /^Bearer +([A-Za-z0-9_-]{16,128})$/i;

/** The `so.auth` cookie's value (URI-encoded by the shell's cookie library), if sent. */
export function authCookieValue(cookieHeader: string | undefined): string | undefined {
  return cookieValue(cookieHeader, AUTH_COOKIE);
}

/**
 * Who is asking, on a public route that shows more to staff (catalogue §1: staff see non-public
 * products): the bearer header, else the auth cookie. Anyone without a live token is anonymous;
 * a bad token never fails a public call.
 */
export async function findViewer(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<CustomerRow | undefined> {
  const header = request.headers.authorization ?? authCookieValue(request.headers.cookie);
  const token = BEARER.exec(header?.trim() ?? '')?.[1];
  if (!token) return undefined;
  return findCustomerByTokenHash(db, sha256Hex(token));
}
