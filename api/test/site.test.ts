import { rename } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  describePriceFormat,
  initialMarketSchema,
  remoteRegistrySchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(testBackends())('shell, remotes and /remotes.json on %s', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, root, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function activeVersion(remote: 'mf-catalog' | 'mf-content') {
    const response = await app.inject('/remotes.json');
    const version = remoteRegistrySchema.parse(response.json()).remotes[remote]?.version;
    if (!version) throw new Error(`${remote} is not active`);
    return version;
  }

  it('lists the active release of each built remote, never cached', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const registry = remoteRegistrySchema.parse(response.json());
    expect(Object.keys(registry.remotes).sort()).toEqual(['mf-catalog', 'mf-content']);
    const catalog = registry.remotes['mf-catalog'];
    expect(catalog?.name).toBe('mf_catalog');
    expect(catalog?.version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    // The entry script itself: the browser's federation runtime reads no manifest at start.
    expect(catalog?.entry).toBe(`/remotes/mf-catalog/${catalog?.version}/remoteEntry.js`);
  });

  it('serves release files with CORS: manifest and entry no-cache, hashed chunks for a year', async () => {
    const base = `/remotes/mf-catalog/${await activeVersion('mf-catalog')}`;
    const origin = { origin: 'http://other.example' };
    const manifest = await app.inject({ url: `${base}/mf-manifest.json`, headers: origin });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'mf_catalog' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await app.inject({ url: `${base}/remoteEntry.js`, headers: origin });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({
      url: `${base}/static/js/async/100.abcdef12.js`,
      headers: origin,
    });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    // Nothing revalidates an immutable file: no validators; a revalidated one keeps its etag.
    expect(chunk.headers.etag).toBeUndefined();
    expect(chunk.headers['last-modified']).toBeUndefined();
    expect(manifest.headers.etag).toBeDefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${base}/mf-manifest.json`,
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it("serves a release file's precompressed .br to browsers that accept Brotli", async () => {
    const url = `/remotes/mf-catalog/${await activeVersion('mf-catalog')}/static/js/async/100.abcdef12.js`;
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('/* chunk, precompressed */');
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('/* chunk */');
  });

  it('answers a missing release file with a 404, not the shell page', async () => {
    const response = await app.inject({
      url: '/remotes/mf-catalog/0.0.0-00000000/mf-manifest.json',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('serves the shell assets for a year and compresses them', async () => {
    const response = await app.inject({
      url: '/static/js/index.1234abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
  });

  it('answers client routes with index.html and preload hints for the owning remote', async () => {
    const version = await activeVersion('mf-catalog');
    const response = await app.inject({
      url: '/sv/catalog/?page=2',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin>');
    expect(head).not.toContain('mf-manifest.json');
    expect(head).toContain(
      `<link rel="preload" href="/remotes/mf-catalog/${version}/remoteEntry.js" as="script">`,
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('hints the front page remote on / and only the registry for a shell or unbuilt remote', async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain(
      `/remotes/mf-content/${await activeVersion('mf-content')}/remoteEntry.js`,
    );
    for (const url of ['/menu/', '/checkout/', '/some/unknown/page/']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.body.match(/rel="preload"/g)).toHaveLength(1);
    }
  });

  it('sends the shell page with a 404 for a path no fixed or dynamic route takes', async () => {
    const status = async (url: string) =>
      (await app.inject({ url, headers: { accept: 'text/html' } })).statusCode;
    expect(await status('/some/unknown/page/')).toBe(404);
    expect(await status('/sv/no-such-thing/')).toBe(404);
    for (const url of [
      '/',
      '/menu/',
      '/sv/produkter/',
      '/returns/',
      '/delivery/',
      '/sv/delivery/',
    ]) {
      expect(await status(url), url).toBe(200);
    }
    const unknown = await app.inject({ url: '/nope/', headers: { accept: 'text/html' } });
    expect(unknown.body).toContain('<div id="root"></div>');
    // `/static/` is the static-page preview route, though the shell's build has a folder of the
    // name: the page, not the folder's JSON 403; a folder deeper down is no page at all.
    const preview = await app.inject({ url: '/static/', headers: { accept: 'text/html' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    const folder = await app.inject({ url: '/static/js/', headers: { accept: 'text/html' } });
    expect(folder.statusCode).toBe(404);
    expect(folder.headers['content-type']).toMatch(/^application\/json/);
  });

  it('does not send the page for non-HTML requests or other methods', async () => {
    expect(
      (await app.inject({ url: '/catalog/', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/catalog/' })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/missing-chunk.js', headers: { accept: '*/*' } })).statusCode,
    ).toBe(404);
  });

  async function inlinedMarket(url: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const json = head.match(
      /<script id="shop-initial-market" type="application\/json">(.*?)<\/script>/,
    )?.[1];
    return initialMarketSchema.parse(JSON.parse(json ?? 'null'));
  }

  it('inlines the default market before </head> and varies on the market headers', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers.vary).toContain('x-delivery-country');
    expect(response.headers.vary).toContain('cf-ipcountry');
    expect(await inlinedMarket('/')).toEqual({
      deliveryCountryCode: 'fi',
      currencyCode: 'eur',
      currencyFormat: '{amount} €',
      currencyRate: 1,
      deliveryCountryName: 'Suomi',
      taxAreaId: 1,
      isEuMember: true,
      languageCode: 'fi',
    });
  });

  it('inlines the market the request headers name (platform §7)', async () => {
    const chosen = await inlinedMarket('/catalog/', {
      'x-delivery-country': 'SE',
      'x-currency': 'USD',
    });
    expect(chosen).toMatchObject({
      deliveryCountryCode: 'se',
      currencyCode: 'usd',
      currencyRate: 1.08,
      deliveryCountryName: 'Ruotsi',
      languageCode: 'fi',
    });
    const geoIp = await inlinedMarket('/en/catalog/', { 'cf-ipcountry': 'DE' });
    expect(geoIp).toMatchObject({
      deliveryCountryCode: 'de',
      currencyCode: 'eur',
      deliveryCountryName: 'Germany',
      languageCode: 'en',
    });
  });

  it('falls back to the default market for bogus or disabled countries', async () => {
    const bogus: Record<string, string>[] = [
      { 'x-delivery-country': '</script><script>alert(1)</script>' },
      { 'x-delivery-country': 'ru' },
      { 'x-delivery-country': 'se', 'x-currency': 'xyz' },
    ];
    for (const headers of bogus) {
      const market = await inlinedMarket('/', headers);
      expect([market.deliveryCountryCode, market.currencyCode]).toEqual(['fi', 'eur']);
    }
  });

  it("gives a language prefix its language's market without headers (platform §9)", async () => {
    expect(await inlinedMarket('/sv/')).toMatchObject({
      deliveryCountryCode: 'se',
      currencyCode: 'sek',
      deliveryCountryName: 'Sverige',
      languageCode: 'sv',
    });
    expect(await inlinedMarket('/en/page/returns/')).toMatchObject({
      deliveryCountryCode: 'us',
      currencyCode: 'usd',
    });
  });

  it("inlines how the page's language writes the market's currency (issue 9)", async () => {
    const priceFormat = async (url: string, headers: Record<string, string> = {}) => {
      const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      const json = head.match(
        /<script id="shop-price-format" type="application\/json">(.*?)<\/script>/,
      )?.[1];
      return json === undefined ? undefined : JSON.parse(json);
    };
    expect(await priceFormat('/sv/')).toEqual(describePriceFormat('sv-SE', 'sek'));
    expect(await priceFormat('/')).toMatchObject({ locale: 'fi-FI', currency: 'EUR' });
    const chosen = { 'x-delivery-country': 'SE', 'x-currency': 'USD' };
    expect(await priceFormat('/catalog/', chosen)).toMatchObject({
      locale: 'fi-FI',
      currency: 'USD',
      affixes: { '2': ['', '\u00a0$', '−', '\u00a0$'] },
    });
  });

  it('says so with a 503 while the shell is not built', async () => {
    const dist = path.join(root, 'shell', 'dist');
    await rename(dist, `${dist}-moved`);
    try {
      const response = await app.inject({ url: '/catalog/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toMatch(/not built/);
    } finally {
      await rename(`${dist}-moved`, dist);
    }
    const restored = await app.inject({ url: '/catalog/', headers: { accept: 'text/html' } });
    expect(restored.body).toContain('<title>Shop</title>');
  });
});
