import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CustomerRow } from '../customers/customers.repository.js';
import { findSession, sentToken } from '../customers/customers.session.js';

/**
 * Who is asking, on a public route that shows more to staff (catalogue §1: staff see non-public
 * products): the bearer header, else the session cookie the browser sends with same-origin
 * calls and page loads. Anyone without a live login is anonymous; a bad token never fails a
 * public call.
 */
export async function findViewer(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<CustomerRow | undefined> {
  const token = sentToken(request)?.token;
  if (!token) return undefined;
  return (await findSession(db, token, request.server.limits.sessionIdleMinutes))?.customer;
}
