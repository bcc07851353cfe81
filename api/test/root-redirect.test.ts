import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

// The redirect does not touch the database, so the embedded one is enough here.
describe('the configured root redirect (platform §2)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp('pglite', { rootRedirect: '/sv/' }));
  });
  afterAll(() => close?.());

  it('sends the site root to the configured path, query included', async () => {
    const response = await app.inject('/?currency=sek');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sv/?currency=sek');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves every other page alone', async () => {
    const response = await app.inject({ url: '/sv/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('the prefix strategy that prefixes every language (platform §2)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp('pglite', { languagePrefixStrategy: 'prefix' }));
  });
  afterAll(() => close?.());

  it('sends the bare root to the default language', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fi/');
  });

  it('tells the shell the strategy and reads /fi/ as the language prefix', async () => {
    const response = await app.inject({
      url: '/fi/haku/',
      headers: { accept: 'text/html', 'x-delivery-country': 'se' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<script id="shop-site-config" type="application/json">{"languagePrefixStrategy":"prefix"}</script>',
    );
    expect(response.body).toContain('"languageCode":"fi"');
  });
});
