import { ApiError } from '@shop/shared-contracts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth-store';
import { createMemoryAuthCookie, STAFF_CUSTOMER } from './auth-test-fixtures';

function setUp(cookieValue?: string, isDevelopment = false) {
  const memory = createMemoryAuthCookie(cookieValue);
  const fetchCustomer = vi.fn(() => Promise.resolve(STAFF_CUSTOMER));
  const store = createAuthStore({ cookie: memory.cookie, fetchCustomer, isDevelopment });
  return { store, fetchCustomer, memory };
}

describe('auth store (platform §4 authentication)', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());
  afterAll(() => consoleError.mockRestore());

  it('starts loading, logged out', () => {
    const { store } = setUp();
    expect(store.current()).toMatchObject({ isLoading: true, authorization: null });
    expect(store.current().user.isAuthenticated).toBe(false);
  });

  it('restores the header from the cookie and loads the user', async () => {
    const { store, fetchCustomer } = setUp('Bearer abc');
    const restoring = store.restore();
    expect(store.current()).toMatchObject({ isLoading: true, authorization: 'Bearer abc' });
    expect(store.token()).toEqual({ tokenType: 'Bearer', accessToken: 'abc' });
    await restoring;
    expect(fetchCustomer).toHaveBeenCalledOnce();
    expect(store.current().isLoading).toBe(false);
    expect(store.current().user).toMatchObject({ isAuthenticated: true, id: 7 });
  });

  it('logs out at start without a cookie, and stops loading', async () => {
    const { store, fetchCustomer } = setUp();
    await store.restore();
    expect(fetchCustomer).not.toHaveBeenCalled();
    expect(store.current()).toMatchObject({ isLoading: false, authorization: null });
  });

  it('keeps a login in the cookie for expires_in and loads the user', async () => {
    const { store, memory } = setUp();
    await store.login({ token_type: 'Bearer', access_token: 'xyz', expires_in: 1_209_600 });
    expect(memory.cookie.read()).toBe('Bearer xyz');
    expect(memory.lifetimeSeconds()).toBe(1_209_600);
    expect(store.current().user.email).toBe('staff@example.com');
  });

  it('logout clears the cookie, the header and the user', async () => {
    const { store, memory } = setUp('Bearer abc');
    await store.restore();
    store.logout();
    expect(memory.cookie.read()).toBeUndefined();
    expect(store.token()).toBeNull();
    expect(store.current().user.isAuthenticated).toBe(false);
  });

  it('logs out when the customer fetch fails (platform §8)', async () => {
    const { store, fetchCustomer, memory } = setUp('Bearer expired');
    fetchCustomer.mockRejectedValueOnce(new ApiError(401, 'Unauthorized'));
    await store.restore();
    expect(memory.cookie.read()).toBeUndefined();
    expect(store.current()).toMatchObject({ isLoading: false, authorization: null });
  });

  it('keeps the session on a 5xx in development only', async () => {
    const development = setUp('Bearer abc', true);
    development.fetchCustomer.mockRejectedValueOnce(new ApiError(502, 'Bad Gateway'));
    await development.store.restore();
    expect(development.memory.cookie.read()).toBe('Bearer abc');
    expect(development.store.current()).toMatchObject({
      isLoading: false,
      authorization: 'Bearer abc',
    });

    const production = setUp('Bearer abc');
    production.fetchCustomer.mockRejectedValueOnce(new ApiError(502, 'Bad Gateway'));
    await production.store.restore();
    expect(production.memory.cookie.read()).toBeUndefined();
  });
});
