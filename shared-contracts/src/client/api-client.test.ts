import type * as z from '@shop/shared-contracts/zod';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the query and answers the JSON typed by the schema it names', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { title: 'Returns', id: 3 }),
    );
    const client = createApiClient({ baseUrl: 'http://shop.test', fetch: fetchMock });
    const page = await client.get<z.ZodObject<{ title: z.ZodString; id: z.ZodNumber }>>(
      '/api/static-page/',
      { query: { slug: 'returns', lang: 'en', empty: undefined } },
    );
    expect(page.title.length).toBe(7);
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
    await client.get('/api/customer/');
    await client.get('/api/resources/');
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
    const failure = await client.get('/api/static-page/').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      fields: [{ field: 'slug', message: 'Required' }],
    });
  });

  it('answers a 204 with nothing and rejects a body that is not JSON', async () => {
    const empty = createApiClient({ fetch: async () => new Response(null, { status: 204 }) });
    await expect(empty.request('PUT', '/api/customer/cart/')).resolves.toBeUndefined();
    const html = createApiClient({
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 200 }),
    });
    const failure = await html.get('/x/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, message: 'Unexpected response from /x/' });
  });

  it('answers bytes with the login sent, and errors as for JSON', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith('/11')
        ? new Response(new Uint8Array([137, 80, 78, 71]), {
            headers: { 'Content-Type': 'image/png' },
          })
        : json(403, { detail: 'Only the complainant and staff see the photos.' }),
    );
    const client = createApiClient({
      fetch: fetchMock,
      getToken: () => ({ tokenType: 'Bearer', accessToken: 't0k' }),
    });
    const photo = await client.getBlob('/api/complaints/7/photos/11');
    expect(photo.type).toBe('image/png');
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(headers.get('Accept')).toBe('*/*');
    await expect(client.getBlob('/api/complaints/7/photos/12')).rejects.toBeInstanceOf(ApiError);
  });
});
