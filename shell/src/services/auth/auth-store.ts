import {
  ANONYMOUS_USER,
  ApiError,
  type CustomerResponse,
  type LoginResponse,
  sharedKeys,
  type User,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionMarker } from './auth-cookie';
import { toUser } from './auth-user';
import { waitForAuth } from './wait-for-auth';

/** Platform §4 authentication state. */
export interface AuthState {
  /** True from start until customer info (or the anonymous user) is set. */
  readonly isLoading: boolean;
  readonly user: User;
}

export interface AuthStoreDeps {
  /** The readable marker of a session; the session itself is an HttpOnly cookie (0020). */
  readonly session: SessionMarker;
  /** The page's cache: the customer is `sharedKeys.customer()` there, for every reader. */
  readonly queryClient: QueryClient;
  /** Platform §8: in development a 5xx from the customer call keeps the session. */
  readonly isDevelopment: boolean;
}

type Listener = (state: AuthState) => void;

/**
 * The logged-in user (platform §4). The session is the api's HttpOnly cookie, which every call
 * sends by itself; the user is what the customer call answers with it (decision 0020).
 */
export function createAuthStore({ session, queryClient, isDevelopment }: AuthStoreDeps) {
  let state: AuthState = { isLoading: true, user: ANONYMOUS_USER };
  const listeners = new Set<Listener>();
  const update = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  /**
   * A session ends or begins: the customer cached for the page belongs to the old one, so every
   * reader loses it at once (a reset, not a removal, tells components that show it); readers on
   * screen read it again with the new session's token.
   */
  function forgetCustomer(): void {
    const customer = { queryKey: sharedKeys.customer() };
    // An anonymous page's start has none to reset (a reset of nothing still took a pass of the
    // cache and a batch of notifications in the start's long task).
    if (queryClient.getQueryCache().findAll(customer).length === 0) return;
    void queryClient.resetQueries(customer);
  }

  function logout(): void {
    session.forget();
    forgetCustomer();
    update({ isLoading: false, user: ANONYMOUS_USER });
  }

  /**
   * Reads the current session's customer afresh (never from the cache: a new login or a change
   * on the server) into the cache entry every reader on the page shares.
   */
  async function loadCustomer(): Promise<void> {
    try {
      const customer = await queryClient.fetchQuery({ ...sharedQueries.customer(), staleTime: 0 });
      update({ isLoading: false, user: toUser(customer) });
    } catch (error) {
      console.error('Failed to fetch customer', error);
      const isServerError = error instanceof ApiError && error.status >= 500;
      if (isDevelopment && isServerError) update({ isLoading: false });
      else logout();
    }
  }

  return {
    current: (): AuthState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** At start: a marked session's user is loaded; without the marker, anonymous (§4). */
    async restore(): Promise<void> {
      if (!session.isSignedIn()) {
        logout();
        return;
      }
      // A server-rendered page brings the customer it was rendered for in the page's cache:
      // shown at once (the first render matches the server's), then read afresh.
      const rendered = queryClient.getQueryData<CustomerResponse>(sharedKeys.customer());
      update(rendered ? { isLoading: false, user: toUser(rendered) } : { isLoading: true });
      await loadCustomer();
    },
    /**
     * A login succeeded: its answer set the session cookies (the token in the answer is for
     * clients without cookies), so the new session's user is loaded.
     */
    async login(_token: LoginResponse): Promise<void> {
      forgetCustomer();
      update({ isLoading: true });
      await loadCustomer();
    },
    /** Reloads the user, e.g. after the wishlist or votes changed on the server. */
    loadCustomer,
    /**
     * The wishlist the api answered a toggle with (`wishlist:changed`): the user's and the cached
     * customer's, so every heart and the account page follow without a reload. Ignored once
     * logged out (a late answer of the previous session).
     */
    setWishlist(modelIds: readonly number[]): void {
      if (!state.user.isAuthenticated) return;
      queryClient.setQueryData<CustomerResponse>(sharedKeys.customer(), (customer) =>
        customer ? { ...customer, wishlist_model_ids: [...modelIds] } : customer,
      );
      update({ user: { ...state.user, wishlistModelIds: [...modelIds] } });
    },
    /** Forgets the marker and the user (platform §4); the api cleared the session cookie. */
    logout,
    /** Platform §4: checkout validation waits up to 5 s for auth loading to finish. */
    waitForAuth: (timeoutMs?: number, pollMs?: number): Promise<boolean> =>
      waitForAuth(() => state.isLoading, timeoutMs, pollMs),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
