/**
 * The login session in the browser (issue 13 point 3, decision 0020): the api sets both cookies
 * when a login succeeds and clears both at logout.
 *
 * - `SESSION_COOKIE` holds the access token: `HttpOnly; Secure; SameSite=Lax; Path=/`, with the
 *   `__Host-` prefix (no `Domain`, so no subdomain can set or read it). No script ever reads
 *   it; the browser sends it with every same-origin call and the api authenticates by it when
 *   no `Authorization` header came.
 * - `SIGNED_IN_COOKIE` holds `1` and no secret: it only tells the shell, at start, that a
 *   session may exist, so an anonymous page never asks for the customer.
 */
export const SESSION_COOKIE = '__Host-shop.session';
export const SIGNED_IN_COOKIE = 'shop.signed-in';
/** The cookie earlier builds kept the authorization header in, readable by scripts; retired. */
export const RETIRED_AUTH_COOKIE = 'so.auth';
