import { type AuthToken, RETIRED_AUTH_COOKIE, SIGNED_IN_COOKIE } from '@shop/shared-contracts';
import Cookies from 'js-cookie';

/**
 * What the page knows of its session (decision 0020): the token is in an HttpOnly cookie the
 * api sets at login and no script reads; the api also sets a readable marker, which only says
 * that a session may exist, so an anonymous page never asks for the customer.
 */
export interface SessionMarker {
  /** Whether the marker says this browser logged in (the customer call tells whether it holds). */
  isSignedIn(): boolean;
  /** Forgets the marker, and the retired script-readable cookie of earlier builds. */
  forget(): void;
}

/** The page's marker cookie. */
export function createBrowserSessionMarker(): SessionMarker {
  return {
    isSignedIn: () => Cookies.get(SIGNED_IN_COOKIE) === '1',
    // Only what is there: writing a cookie goes to the browser's cookie store, and an anonymous
    // page forgets at every start (10 ms at 4× CPU for two writes of nothing).
    forget: () => {
      if (Cookies.get(SIGNED_IN_COOKIE) !== undefined) {
        Cookies.remove(SIGNED_IN_COOKIE, { path: '/', secure: true, sameSite: 'lax' });
      }
      if (Cookies.get(RETIRED_AUTH_COOKIE) !== undefined) {
        Cookies.remove(RETIRED_AUTH_COOKIE, { path: '/' });
      }
    },
  };
}

/** Splits a `{token_type} {access_token}` header value into the api client's token. */
export function parseAuthorizationHeader(header: string): AuthToken | null {
  const [tokenType, accessToken, ...rest] = header.trim().split(/\s+/);
  if (!tokenType || !accessToken || rest.length > 0) return null;
  return { tokenType, accessToken };
}
