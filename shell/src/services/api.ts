import { createApiClient, createShopApi, provideSessionToken } from '@shop/shared-contracts';
import { createBrowserAuthCookie, parseAuthorizationHeader } from './auth/auth-cookie';

const authCookie = createBrowserAuthCookie();

// The `so.auth` cookie holds the authorization header (platform §3), so every call reads the
// current session from it: the shell's and, through shared-contracts, every remote's.
provideSessionToken(() => {
  const header = authCookie.read();
  return header ? parseAuthorizationHeader(header) : null;
});

/** The shell's api calls (same origin), authorized where platform §7 says so. */
export const api = createShopApi(createApiClient());
