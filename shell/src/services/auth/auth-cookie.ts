import type { AuthToken } from '@shop/shared-contracts';
import Cookies from 'js-cookie';

/** Platform §3: the authorization header is kept in this cookie. */
export const AUTH_COOKIE_NAME = 'so.auth';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Access to the auth cookie; tests pass an in-memory one. */
export interface AuthCookie {
  read(): string | undefined;
  /** Stores the header value for the token's lifetime in seconds. */
  write(authorization: string, expiresInSeconds: number): void;
  remove(): void;
}

/** Platform §9: the cookie lives `expires_in` seconds, converted to days. */
export function toCookieLifetimeDays(expiresInSeconds: number): number {
  return expiresInSeconds / SECONDS_PER_DAY;
}

/** Platform §9: path `/`, secure, same-site lax. */
export function authCookieAttributes(expiresInSeconds: number): Cookies.CookieAttributes {
  return {
    expires: toCookieLifetimeDays(expiresInSeconds),
    path: '/',
    secure: true,
    sameSite: 'lax',
  };
}

/** The page's `so.auth` cookie. */
export function createBrowserAuthCookie(): AuthCookie {
  return {
    read: () => Cookies.get(AUTH_COOKIE_NAME),
    write: (authorization, expiresInSeconds) =>
      void Cookies.set(AUTH_COOKIE_NAME, authorization, authCookieAttributes(expiresInSeconds)),
    remove: () => Cookies.remove(AUTH_COOKIE_NAME, { path: '/' }),
  };
}

/** Splits a stored `{token_type} {access_token}` header value back into the api client's token. */
export function parseAuthorizationHeader(header: string): AuthToken | null {
  const [tokenType, accessToken, ...rest] = header.trim().split(/\s+/);
  if (!tokenType || !accessToken || rest.length > 0) return null;
  return { tokenType, accessToken };
}
