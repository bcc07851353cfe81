import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { createShopApi } from './shop-api.js';

describe('shop api', () => {
  it('calls each operation at its spec path with its query, parsed by its schema', async () => {
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
});
