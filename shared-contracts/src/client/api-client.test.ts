import * as z from '@shop/shared-contracts/zod';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the query and parses the response with the schema', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { title: 'Returns', id: 3 }),
    );
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: fetchMock });
    const page = await client.get(
      '/api/static-page/',
      z.object({ title: z.string(), id: z.number() }),
      {
        query: { slug: 'returns', lang: 'en', empty: undefined },
      },
    );
    expect(page).toEqual({ title: 'Returns', id: 3 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'http://shop.test/api/static-page/?slug=returns&lang=en',
    );
  });

  it('adds the authorization header only on authenticated paths', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, {}),
    );
    const client = createApiClient({
      fetch: fetchMock,
      getToken: () => ({ tokenType: 'Bearer', accessToken: 't0k' }),
    });
    await client.get('/api/customer/', z.object({}));
    await client.get('/api/resources/', z.object({}));
    const headers = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers[0]?.get('Authorization')).toBe('Bearer t0k');
    expect(headers[1]?.has('Authorization')).toBe(false);
  });

  it('turns an error response into an ApiError with the rejected fields', async () => {
    const client = createApiClient({
      fetch: async () =>
        json(400, {
          message: 'slug is required',
          fields: [{ field: 'slug', message: 'Required' }],
        }),
    });
    const failure = await client.get('/api/static-page/', z.object({})).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      fields: [{ field: 'slug', message: 'Required' }],
    });
  });

  it('rejects a response that does not match the contract', async () => {
    const client = createApiClient({ fetch: async () => json(200, { title: 5 }) });
    await expect(client.get('/x/', z.object({ title: z.string() }))).rejects.toThrow(
      'Unexpected response from /x/',
    );
  });
});
