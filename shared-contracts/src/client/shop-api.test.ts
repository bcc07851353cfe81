import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { createShopApi } from './shop-api.js';

describe('shop api', () => {
  it('calls each operation at its spec path with its query', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            currencyFormat: '{amount} kr',
            currencyRate: 11.2,
            deliveryCountryName: 'Sverige',
            taxAreaId: 3,
            isEuMember: true,
          }),
        ),
    );
    const api = createShopApi(createApiClient({ fetch: fetchMock }));
    const market = await api.initConfig({
      deliveryCountryCode: 'se',
      currencyCode: 'sek',
      lang: 'sv',
    });
    expect(market.taxAreaId).toBe(3);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/init-config/?delivery-country-code=se&currency-code=sek&lang=sv',
    );
  });

  it('logs in with a JSON body, then logs out sending the token (platform §7)', async () => {
    const token = { access_token: 't0k', token_type: 'Bearer', expires_in: 1_209_600 };
    const replies = [new Response(JSON.stringify(token)), new Response(null, { status: 204 })];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      const reply = replies.shift();
      if (!reply) throw new Error('unexpected call');
      return reply;
    });
    let current: { tokenType: string; accessToken: string } | null = null;
    const api = createShopApi(createApiClient({ fetch: fetchMock, getToken: () => current }));
    const login = await api.login({ username: 'asiakas@example.com', password: 'secret' });
    expect(login).toEqual(token);
    current = { tokenType: login.token_type, accessToken: login.access_token };
    await expect(api.logout()).resolves.toBeUndefined();
    const [loginCall, logoutCall] = fetchMock.mock.calls;
    expect(String(loginCall?.[0])).toBe('/api/customer/login/');
    expect(loginCall?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      username: 'asiakas@example.com',
      password: 'secret',
    });
    expect(String(logoutCall?.[0])).toBe('/api/customer/logout/');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer t0k');
  });

  it('asks for a tabbed page by slug and language', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ id: 4, title: 'Asiakaspalvelu', tabs: [] })),
    );
    const api = createShopApi(createApiClient({ fetch: fetchMock }));
    expect(await api.staticPageWithTabs('customer-service', 'fi')).toEqual({
      id: 4,
      title: 'Asiakaspalvelu',
      tabs: [],
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/static-page-with-tabs/?slug=customer-service&lang=fi',
    );
  });
});
