import { sharedKeys } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, failure, ok, stubFakeApi } from '../api-test-fixtures';
import { createAuthStore } from './auth-store';
import { createMemorySessionMarker, STAFF_CUSTOMER } from './auth-test-fixtures';

const CUSTOMER_PATH = '/api/customer/';

function setUp(signedIn = false, isDevelopment = false) {
  const memory = createMemorySessionMarker(signedIn);
  const api = stubFakeApi({ [CUSTOMER_PATH]: [ok(STAFF_CUSTOMER)] });
  const queryClient = createTestQueryClient();
  const store = createAuthStore({ session: memory.session, queryClient, isDevelopment });
  return { store, api, memory, queryClient };
}

describe('auth store (platform §4 authentication)', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => {
    consoleError.mockClear();
    vi.unstubAllGlobals();
  });
  afterAll(() => consoleError.mockRestore());

  it('starts loading, logged out', () => {
    const { store } = setUp();
    expect(store.current()).toMatchObject({ isLoading: true });
    expect(store.current().user.isAuthenticated).toBe(false);
  });

  it('loads a marked session’s user into the shared cache', async () => {
    const { store, api, queryClient } = setUp(true);
    const restoring = store.restore();
    expect(store.current()).toMatchObject({ isLoading: true });
    await restoring;
    expect(api.callsTo(CUSTOMER_PATH)).toBe(1);
    expect(store.current().isLoading).toBe(false);
    expect(store.current().user).toMatchObject({ isAuthenticated: true, id: 7 });
    expect(queryClient.getQueryData(sharedKeys.customer())).toEqual(STAFF_CUSTOMER);
  });

  it('asks for no customer at start without the marker, and stops loading', async () => {
    const { store, api, queryClient } = setUp();
    const reset = vi.spyOn(queryClient, 'resetQueries');
    await store.restore();
    expect(api.callsTo(CUSTOMER_PATH)).toBe(0);
    // No customer is cached: nothing to reset.
    expect(reset).not.toHaveBeenCalled();
    expect(store.current()).toMatchObject({ isLoading: false });
    expect(store.current().user.isAuthenticated).toBe(false);
  });

  it('reads the new customer afresh after a login, keeping no token', async () => {
    const { store, api, memory, queryClient } = setUp();
    queryClient.setQueryData(sharedKeys.customer(), { ...STAFF_CUSTOMER, id: 1 });
    await store.login({ token_type: 'Bearer', access_token: 'xyz', expires_in: 1_209_600 });
    expect(JSON.stringify(store.current())).not.toContain('xyz');
    expect(memory.forgotten()).toBe(0);
    expect(api.callsTo(CUSTOMER_PATH)).toBe(1);
    expect(store.current().user.email).toBe('staff@example.com');
    expect(queryClient.getQueryData(sharedKeys.customer())).toEqual(STAFF_CUSTOMER);
  });

  it('logout forgets the marker, the user and the cached customer', async () => {
    const { store, memory, queryClient } = setUp(true);
    await store.restore();
    store.logout();
    expect(memory.isMarked()).toBe(false);
    expect(store.current().user.isAuthenticated).toBe(false);
    expect(queryClient.getQueryData(sharedKeys.customer())).toBeUndefined();
  });

  it('takes the customer from a reader on screen at logout', async () => {
    const { store, api, queryClient } = setUp(true);
    await store.restore();
    const reader = new QueryObserver(queryClient, sharedQueries.customer());
    const unsubscribe = reader.subscribe(() => undefined);
    expect(reader.getCurrentResult().data).toEqual(STAFF_CUSTOMER);
    api.answer(CUSTOMER_PATH, failure(401));
    store.logout();
    expect(reader.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });

  it('takes a toggled wishlist into the user and the cached customer, not once logged out', async () => {
    const { store, queryClient } = setUp(true);
    await store.restore();
    store.setWishlist([5, 9]);
    expect(store.current().user.wishlistModelIds).toEqual([5, 9]);
    expect(queryClient.getQueryData(sharedKeys.customer())).toMatchObject({
      wishlist_model_ids: [5, 9],
    });
    store.logout();
    store.setWishlist([1]);
    expect(store.current().user.wishlistModelIds).toEqual([]);
  });

  it('logs out when the customer fetch fails (platform §8)', async () => {
    const { store, api, memory } = setUp(true);
    api.answer(CUSTOMER_PATH, failure(401));
    await store.restore();
    expect(api.callsTo(CUSTOMER_PATH)).toBe(1);
    expect(memory.isMarked()).toBe(false);
    expect(store.current()).toMatchObject({ isLoading: false });
    expect(store.current().user.isAuthenticated).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch customer', expect.anything());
  });

  it('keeps the session on a 5xx in development only', async () => {
    const development = setUp(true, true);
    development.api.answer(CUSTOMER_PATH, failure(502));
    await development.store.restore();
    expect(development.memory.isMarked()).toBe(true);
    expect(development.store.current()).toMatchObject({ isLoading: false });

    const production = setUp(true);
    production.api.answer(CUSTOMER_PATH, failure(502));
    await production.store.restore();
    expect(production.memory.isMarked()).toBe(false);
  });
});
