import { createApiClient, createShopApi } from '@shop/shared-contracts';
import { createBrowserAuthCookie, parseAuthorizationHeader } from './auth/auth-cookie';

const authCookie = createBrowserAuthCookie();

/**
 * The shell's api calls (same origin). The `so.auth` cookie holds the authorization header
 * (platform §3), so every call reads the current session from it.
 */
export const api = createShopApi(
  createApiClient({
    getToken: () => {
      const header = authCookie.read();
      return header ? parseAuthorizationHeader(header) : null;
    },
  }),
);
