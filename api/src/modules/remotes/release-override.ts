import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  cookieValue,
  type ReleaseOverrideTarget,
  type RemotePackage,
  releaseOverrideRequestSchema,
} from '@shop/shared-contracts';

/**
 * The cookie holding a browser's release override (issue 14 point 5): HttpOnly, signed by the
 * api, so neither a page's script nor anyone without the signing secret can point a browser's
 * shop at other code.
 */
export const RELEASE_OVERRIDE_COOKIE = 'shop_release_override';

/** The remotes a browser runs at other versions (or from a dev server), until `expiresAt`. */
export interface ReleaseOverride {
  readonly remotes: Partial<Record<RemotePackage, ReleaseOverrideTarget>>;
  readonly expiresAt: Date;
}

const overrideRemotesSchema = releaseOverrideRequestSchema.shape.remotes;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`release-override:${payload}`).digest();
}

const HOUR_MS = 60 * 60 * 1000;

/** An override of these remotes that lasts `hours` from `now`. */
export function overrideFor(
  remotes: ReleaseOverride['remotes'],
  hours: number,
  now = new Date(),
): ReleaseOverride {
  return { remotes, expiresAt: new Date(now.getTime() + hours * HOUR_MS) };
}

/** The path on the shop's origin that sets a signed override in the browser opening it. */
export function overrideLinkPath(signed: string): string {
  return `/api/releases/overrides/apply/?${new URLSearchParams({ override: signed })}`;
}

/** `<base64url JSON>.<base64url HMAC-SHA256>`: what the cookie and a link carry. */
export function signOverride(override: ReleaseOverride, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ remotes: override.remotes, exp: override.expiresAt.getTime() }),
  ).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/**
 * The override a signed value stands for; null when the signature does not match, it has
 * expired, or it does not parse (a value signed by an older api with other rules).
 */
export function readSignedOverride(
  value: string | undefined,
  secret: string,
  now = new Date(),
): ReleaseOverride | null {
  if (!value) return null;
  const [payload, sent, ...rest] = value.split('.');
  if (!payload || !sent || rest.length > 0) return null;
  const expected = signature(payload, secret);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || !('exp' in body) || !('remotes' in body)) {
    return null;
  }
  if (typeof body.exp !== 'number' || body.exp <= now.getTime()) return null;
  const remotes = overrideRemotesSchema.safeParse(body.remotes);
  return remotes.success ? { remotes: remotes.data, expiresAt: new Date(body.exp) } : null;
}

/** The override of the browser that sent these cookies, or null. */
export function overrideOfCookies(
  cookies: string | undefined,
  secret: string,
  now = new Date(),
): ReleaseOverride | null {
  return readSignedOverride(cookieValue(cookies, RELEASE_OVERRIDE_COOKIE), secret, now);
}

// For the whole site, HttpOnly (only the api reads it), over HTTPS (browsers treat
// http://localhost as secure too), sent on top-level navigations from elsewhere (the link).
const ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Lax';

/** The `Set-Cookie` value that puts a signed override in a browser until it expires. */
export function overrideCookie(signed: string, override: ReleaseOverride, now = new Date()) {
  const maxAge = Math.max(0, Math.floor((override.expiresAt.getTime() - now.getTime()) / 1000));
  return `${RELEASE_OVERRIDE_COOKIE}=${signed}; ${ATTRIBUTES}; Max-Age=${maxAge}`;
}

/** The `Set-Cookie` value that ends a browser's override. */
export function clearedOverrideCookie(): string {
  return `${RELEASE_OVERRIDE_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
}
