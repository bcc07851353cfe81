import { cookieValue, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@shop/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type CustomerRow,
  findCustomerByTokenHash,
  touchAccessToken,
} from './customers.repository.js';
import { sha256Hex } from './customers.service.js';

/** A login token as a request sent it: `token` is null when it is not of a token's form. */
export interface SentToken {
  readonly source: 'header' | 'cookie';
  readonly token: string | null;
}

/** A live login: its customer and its token's hash, as stored. */
export interface Session {
  readonly customer: CustomerRow;
  readonly tokenHash: string;
}

// Platform §6: the header is the token type and the access token; we only issue Bearer.
const BEARER = /^Bearer +([A-Za-z0-9_-]{16,128})$/i;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The one place that reads a request's login token (issue 13 point 3, decision 0020): the
 * bearer header when one came (API clients, platform §6), else the HttpOnly session cookie the
 * login set, which the shop's pages never see but their browser sends; the retired
 * script-readable `so.auth` cookie is ignored. Null when neither came.
 */
export function sentToken(request: FastifyRequest): SentToken | null {
  const header = request.headers.authorization?.trim();
  if (header) return { source: 'header', token: BEARER.exec(header)?.[1] ?? null };
  const cookie = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (cookie) return { source: 'cookie', token: TOKEN.test(cookie) ? cookie : null };
  return null;
}

// Recording every use would write on every read; a few minutes' precision is plenty for an
// idle limit of days.
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * The live session of a token: not revoked, not expired, and used within the last
 * `idleMinutes`; its last use is recorded, at most once per few minutes.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  idleMinutes: number,
): Promise<Session | undefined> {
  const tokenHash = sha256Hex(token);
  const now = new Date();
  const idleMs = idleMinutes * 60_000;
  const found = await findCustomerByTokenHash(db, tokenHash, new Date(now.getTime() - idleMs));
  if (!found) return undefined;
  // Within a short idle limit too, a session in use is touched well before it runs out.
  if (now.getTime() - found.lastUsedAt.getTime() >= Math.min(TOUCH_INTERVAL_MS, idleMs / 4)) {
    await touchAccessToken(db, tokenHash, now);
  }
  return { customer: found.customer, tokenHash };
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a write came from another origin (CSRF). The session cookie is `SameSite=Lax`, so
 * other sites' requests do not carry it; this also refuses sibling origins of the same site.
 * Browsers send `Origin` with every unsafe request; `Sec-Fetch-Site` stands in without it.
 * The request's own origin is the scheme and host it was asked for (behind a trusted proxy,
 * the forwarded ones).
 */
export function isCrossOriginWrite(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'same-origin';
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

// Both cookies live exactly as long as the token (`expires_in`), for the whole site, only
// over HTTPS (browsers treat http://localhost as secure too).
const ATTRIBUTES = 'Path=/; Secure';

/**
 * The `Set-Cookie` values of a login: the HttpOnly session cookie with the token and the
 * script-readable `shop.signed-in=1` that only says a session may exist.
 */
export function sessionCookies(token: string, maxAgeSeconds: number): string[] {
  return [
    `${SESSION_COOKIE}=${token}; ${ATTRIBUTES}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`,
    `${SIGNED_IN_COOKIE}=1; ${ATTRIBUTES}; SameSite=Lax; Max-Age=${maxAgeSeconds}`,
  ];
}

/** The `Set-Cookie` values that delete both session cookies (logout, a refused session). */
export function clearedSessionCookies(): string[] {
  return [
    `${SESSION_COOKIE}=; ${ATTRIBUTES}; HttpOnly; SameSite=Lax; Max-Age=0`,
    `${SIGNED_IN_COOKIE}=; ${ATTRIBUTES}; SameSite=Lax; Max-Age=0`,
  ];
}

/**
 * The `Authorization` value of the request's session cookie, for the server render's shell
 * (`ServerRenderRequest.authorization`), or null.
 */
export function sessionAuthorization(request: FastifyRequest): string | null {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return token && TOKEN.test(token) ? `Bearer ${token}` : null;
}
