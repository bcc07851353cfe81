import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_RENDER_PAYLOAD_SCRIPT_ID, SERVER_RENDERED_ATTRIBUTE } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { fixtureServerBuild, writeBuiltRemote } from './support/fixture-shop.js';
import { createTestEnvironment, type TestEnvironment } from './support/test-app.js';

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

// A shell server build as the renderer contract has it: it shares `react` (a marker object
// here), loads the page's module from the active release and reads the api in process.
const SHELL_SERVER_BUILD = `
let services;
module.exports = { default: {
  sharedModules: { react: { marker: 'the shell react' } },
  configure(given) { services = given; },
  async render(request) {
    if (request.url.includes('throws')) throw new Error('the page failed on the server');
    const key = request.url.includes('outside') ? './CorporateFormPage' : './StaticPage';
    const page = await services.loadExposedModule('mf-content', key);
    const slugs = await (await request.apiFetch('/api/route-slugs/')).json();
    const brand = request.url.includes('brand')
      ? '<p>brand ' + (await request.apiFetch('/api/brand/?slug=nordvik&lang=en')).status + '</p>'
      : '';
    return {
      html: '<h1>' + page.default(request) + '</h1><p>' + slugs.staticPageSlugs.length + ' pages</p>' + brand,
      title: 'Delivery <& more> | Shop',
      payload: {
        queryState: { mutations: [], queries: [] },
        market: request.market && {
          deliveryCountryCode: request.market.deliveryCountryCode,
          currencyCode: request.market.currencyCode,
        },
        isAuthenticated: request.authorization !== null,
      },
      complete: true,
      tookMs: 1,
    };
  },
} };
`;

// A remote's server build: CommonJS whose only require is a shared singleton.
const STATIC_PAGE = `
const react = require('react');
module.exports = { default: (request) => 'Static page ' + request.url + ' with ' + react.marker };
`;

// A server build that reaches for what the shell does not share, when it renders (one that
// does so when evaluated fails the release's health check and is never activated).
const OUTSIDE_PAGE = `
module.exports = { default: () => String(require('node:fs')) };
`;

/** The per-address catalogue reads a minute of this file's app. */
const LIST_READS = 3;

// Rendering does not depend on the database: PGlite only.
describe('server-rendered pages', () => {
  let environment: TestEnvironment;
  let app: FastifyInstance;

  beforeAll(async () => {
    environment = await createTestEnvironment('pglite');
    const { root } = environment;
    await write(path.join(root, 'shell', 'dist', 'ssr', 'server.cjs'), SHELL_SERVER_BUILD);
    await writeBuiltRemote(root, 'mf-content', 'a', {
      serverBuild: fixtureServerBuild('mf-content', {
        'StaticPage.cjs': STATIC_PAGE,
        'CorporateFormPage.cjs': OUTSIDE_PAGE,
      }),
    });
    app = await buildApp({ ...environment.config, listReadsPerMinute: LIST_READS });
  });
  afterAll(async () => {
    await app?.close();
    await environment?.remove();
  });

  function payloadOf(html: string): unknown {
    const match = html.match(
      new RegExp(
        `<script id="${SERVER_RENDER_PAYLOAD_SCRIPT_ID}" type="application/json">(.*?)</script>`,
      ),
    );
    return match?.[1] ? JSON.parse(match[1]) : null;
  }

  it('puts the markup of the active release into the page, with the data to hydrate it', async () => {
    const response = await app.inject({ url: '/sv/delivery/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}><h1>Static page /sv/delivery/ with the shell react</h1>`,
    );
    // The page's read went to this api in process.
    expect(response.body).toMatch(/<p>\d+ pages<\/p>/);
    expect(response.body).toContain('<html lang="sv"');
    expect(response.body).toContain('<title>Delivery &lt;&amp; more&gt; | Shop</title>');
    expect(payloadOf(response.body)).toEqual({
      queryState: { mutations: [], queries: [] },
      market: { deliveryCountryCode: 'se', currencyCode: 'sek' },
      isAuthenticated: false,
    });
  });

  it('runs the start script after the server page is painted, from a script its policy allows', async () => {
    const response = await app.inject({ url: '/delivery/', headers: { accept: 'text/html' } });
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).not.toContain('<script defer');
    expect(response.body).toContain(
      '<link rel="preload" href="/static/js/index.1234abcd.js" as="script" fetchpriority="low">',
    );
    expect(response.body).toContain(`<script nonce="${nonce}">(() => {`);
    expect(response.body).toContain('first-contentful-paint');
  });

  it("counts a page's catalogue reads once against its own visitor, not against one shared budget", async () => {
    const page = (remoteAddress: string) =>
      app.inject({ url: '/delivery/?brand', headers: { accept: 'text/html' }, remoteAddress });
    const visitors = ['198.51.100.31', '198.51.100.32', '198.51.100.33', '198.51.100.34'];
    for (const visitor of visitors) {
      for (let view = 1; view <= LIST_READS; view += 1) {
        expect((await page(visitor)).body, `${visitor} page ${view}`).toContain('<p>brand 200</p>');
      }
    }
    // The first visitor's budget is spent by its pages, and only its own.
    expect((await page('198.51.100.31')).body).toContain('<p>brand 429</p>');
    const read = (remoteAddress: string) =>
      app.inject({ url: '/api/brand/?slug=nordvik&lang=en', remoteAddress });
    expect((await read('198.51.100.31')).statusCode).toBe(429);
    expect((await read('198.51.100.35')).statusCode).toBe(200);
  });

  it('serves the plain page when rendering fails', async () => {
    const response = await app.inject({
      url: '/delivery/?throws',
      headers: { accept: 'text/html' },
    });
    expect(response.body).toContain('<div id="root"></div>');
    expect(payloadOf(response.body)).toBeNull();
    // Nothing to paint before the scripts: they start as the build wrote them.
    expect(response.body).toContain('<script defer src="/static/js/index.1234abcd.js"></script>');
    expect(response.body).not.toContain('<script nonce=');
  });

  it('refuses a remote module that requires what the shell does not share', async () => {
    const response = await app.inject({
      url: '/delivery/?outside',
      headers: { accept: 'text/html' },
    });
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('does not serve the server builds to browsers', async () => {
    const registry = (await app.inject('/remotes.json')).json();
    const version = registry.remotes['mf-content'].version;
    const remoteFile = await app.inject(`/remotes/mf-content/${version}/ssr/StaticPage.cjs`);
    expect(remoteFile.statusCode).toBe(404);
    const shellFile = await app.inject('/ssr/server.cjs');
    expect(shellFile.statusCode).toBe(404);
  });
});
