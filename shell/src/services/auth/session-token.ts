import { provideSessionToken } from '@shop/shared-contracts/bus';
import { type AuthCookie, parseAuthorizationHeader } from './auth-cookie';

/**
 * The `so.auth` cookie holds the authorization header (platform §3), so every api call on the
 * page reads the current session from it: the shell's and every remote's, through the one token
 * source of the contracts' runtime entry (one per page, whichever contracts a remote compiled).
 */
export function provideCookieSessionToken(cookie: AuthCookie): void {
  provideSessionToken(() => {
    const header = cookie.read();
    return header ? parseAuthorizationHeader(header) : null;
  });
}
