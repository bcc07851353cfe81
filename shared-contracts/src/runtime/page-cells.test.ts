import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/api-client.js';
import { provideSessionToken } from './page-cells.js';

afterEach(() => provideSessionToken(() => null));

describe('the session token the shell provides', () => {
  it('authorizes every client made without a token source, on authenticated paths only', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({}),
    );
    const client = createApiClient({ fetch: fetchMock });
    let token: { tokenType: string; accessToken: string } | null = null;
    provideSessionToken(() => token);
    await client.get('/api/customer/');
    token = { tokenType: 'Bearer', accessToken: 'abc' };
    await client.get('/api/customer/');
    await client.get('/api/resources/');
    const sent = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Authorization'),
    );
    expect(sent).toEqual([null, 'Bearer abc', null]);
  });
});
