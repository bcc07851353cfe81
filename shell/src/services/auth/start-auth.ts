import { sharedApi, shopBus } from '@shop/shared-contracts';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createBrowserSessionMarker } from './auth-cookie';
import { createAuthStore } from './auth-store';

/**
 * The session owner (platform §4): restores a marked session at start, publishes the user
 * as the replayed `auth:changed` state, and takes login and logout requests from any remote.
 */
export function startAuth(queryClient: QueryClient) {
  const auth = createAuthStore({
    session: createBrowserSessionMarker(),
    queryClient,
    isDevelopment: import.meta.env.DEV,
  });
  const publish = () => {
    const { isLoading, user } = auth.current();
    shopBus.emit('auth:changed', { isLoading, user });
  };
  publish();
  auth.subscribe(publish);
  shopBus.on('auth:session-requested', (token) => void auth.login(token));
  shopBus.on('wishlist:changed', ({ modelIds }) => auth.setWishlist(modelIds));
  const logout = new MutationObserver(queryClient, { mutationFn: () => sharedApi.logout() });
  shopBus.on('auth:logout-requested', () => {
    // The server forgets the token first; the session ends here whatever it answers.
    logout
      .mutate()
      .catch((error: unknown) => console.warn('Logout call failed', error))
      .finally(() => auth.logout());
  });
  void auth.restore();
  return auth;
}
