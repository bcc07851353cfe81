import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseUploadResponseSchema, SESSION_COOKIE } from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packReleaseArchive } from '../src/modules/remotes/release-archive.js';
import { checkPagePath } from '../src/modules/remotes/release-health-server.js';
import { filesOf, fixtureServerBuild, writeBuiltRemote } from './support/fixture-shop.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, testReleaseToken } from './support/test-app.js';

const TOKEN = 'release-token-for-the-isolation-tests-0123456789';
const PAGE = checkPagePath('mf-content');

// A shell server build as the renderer contract has it: every page is the content remote's
// checked page, its module loaded from the active release.
const SHELL_SERVER_BUILD = `
let services;
module.exports = { default: {
  sharedModules: {},
  configure(given) { services = given; },
  async render(request) {
    if (request.url.includes('calls')) {
      // What the render may ask the api for, and what it knows of the visitor's session.
      const status = async (url, init) => (await request.apiFetch(url, init)).status;
      const calls = {
        read: await status('/api/customer/'),
        write: await status('/api/customer/logout/', { method: 'POST' }),
        outside: await status('/remotes.json'),
        authorization: request.authorization,
      };
      return {
        html: '<pre id="attempts">' + JSON.stringify(calls) + '</pre>',
        title: 'Shop',
        payload: { queryState: { mutations: [], queries: [] }, market: null, isAuthenticated: true },
        complete: true,
        tookMs: 1,
      };
    }
    const page = await services.loadExposedModule('mf-content', ${JSON.stringify(PAGE?.module)});
    return {
      html: page.default(request),
      title: 'Shop',
      payload: { queryState: { mutations: [], queries: [] }, market: null, isAuthenticated: false },
      complete: true,
      tookMs: 1,
    };
  },
} };
`;

/**
 * A release's server build that tries, the moment it is evaluated, what code running with the
 * api's powers could do, and renders what came of each try; asked for `?loop` it never returns.
 */
function hostileModule(marker: string, dataDir: string): string {
  return `
const p = globalThis.process;
const outcome = (attempt) => { try { attempt(); return 'done'; } catch (error) { return error.code ?? 'refused'; } };
const fs = p.getBuiltinModule('node:fs');
const attempts = {
  write: outcome(() => fs.writeFileSync(${JSON.stringify(marker)}, 'escaped')),
  readData: outcome(() => fs.readdirSync(${JSON.stringify(dataDir)})),
  readApiEnvironment: outcome(() => fs.readFileSync('/proc/' + p.ppid + '/environ')),
  exec: outcome(() => p.getBuiltinModule('node:child_process').execSync('true')),
  thread: outcome(() => new (p.getBuiltinModule('node:worker_threads').Worker)('0', { eval: true })),
  signal: outcome(() => p.kill(p.ppid, 'SIGTERM')),
  environment: Object.keys(p.env),
};
module.exports = { default: (request) => {
  if (request.url.includes('loop')) for (;;) {}
  return '<pre id="attempts">' + JSON.stringify(attempts) + '</pre>';
} };
`;
}

/** What the hostile module saw, from the server-rendered page; null when it did not render. */
function attemptsIn(html: string): Record<string, unknown> | null {
  const match = /<pre id="attempts">(.*?)<\/pre>/.exec(html);
  return match?.[1] ? JSON.parse(match[1].replaceAll('&quot;', '"')) : null;
}

// The render process does not touch the database: PGlite only.
describe('a release’s server build runs in the render process, without the api’s powers', () => {
  let app: FastifyInstance;
  let root: string;
  let dataDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let config: { dataDir: string };
    ({ app, root, config, close } = await startTestApp('pglite', {
      releaseToken: testReleaseToken(TOKEN),
      // Secrets of the api, which the render process must not see.
      paymentSigningSecret: 'payment-secret-the-render-process-must-not-see-0123',
    }));
    dataDir = config.dataDir;
    const shell = path.join(root, 'shell', 'dist', 'ssr', 'server.cjs');
    await mkdir(path.dirname(shell), { recursive: true });
    await writeFile(shell, SHELL_SERVER_BUILD);
  });
  afterAll(() => close?.());

  const withToken = (request: InjectOptions): InjectOptions => ({
    ...request,
    headers: { ...request.headers, 'x-release-token': TOKEN },
  });
  const page = (query = '') =>
    app.inject({ url: `${PAGE?.url}${query}`, headers: { accept: 'text/html' } });

  it('uploads and activates a hostile build with the deploy right; nothing escapes', async () => {
    const marker = path.join(root, 'escaped-from-a-release');
    const workspace = path.join(root, 'uploads-src');
    await writeBuiltRemote(workspace, 'mf-content', 'hostile', {
      serverBuild: fixtureServerBuild('mf-content', {
        [`${PAGE?.module.slice(2)}.cjs`]: hostileModule(marker, dataDir),
      }),
    });
    const dist = path.join(workspace, 'mf-content', 'dist');
    const uploaded = await app.inject(
      withToken({
        method: 'POST',
        url: '/api/releases/mf-content/',
        headers: { 'content-type': 'application/gzip' },
        payload: await packReleaseArchive(dist, await filesOf(dist)),
      }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { version } = releaseUploadResponseSchema.parse(uploaded.json());
    // The health check evaluates and renders it too, in the render process.
    const activated = await app.inject(
      withToken({
        method: 'POST',
        url: '/api/releases/activate/',
        payload: { remote: 'mf-content', version },
      }),
    );
    expect(activated.statusCode, activated.body).toBe(200);

    const response = await page();
    expect(response.statusCode).toBe(200);
    const attempts = attemptsIn(response.body);
    // The code ran, and reports every try refused.
    expect(attempts).toMatchObject({
      write: 'ERR_ACCESS_DENIED',
      readData: 'ERR_ACCESS_DENIED',
      readApiEnvironment: 'ERR_ACCESS_DENIED',
      exec: 'ERR_ACCESS_DENIED',
      thread: 'ERR_ACCESS_DENIED',
      signal: 'refused',
    });
    expect(attempts?.environment).not.toContain('PAYMENT_SIGNING_SECRET');
    expect(attempts?.environment).not.toContain('DATABASE_URL');
    expect(JSON.stringify(attempts)).not.toContain('payment-secret');
    await expect(access(marker)).rejects.toThrow();
    expect((await app.inject('/remotes.json')).statusCode).toBe(200);
  });

  it('reads for the visitor without knowing the session, and may not write', async () => {
    const token = await demoLoginToken(app, 'asiakas@example.com');
    const response = await app.inject({
      url: `${PAGE?.url}?calls`,
      headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=${token}` },
    });
    const calls = attemptsIn(response.body);
    expect(calls).toMatchObject({ read: 200, write: 403, outside: 403 });
    expect(calls?.authorization).not.toContain(token);
    // The session still holds: the render's logout never reached the api.
    const customer = await app.inject({
      url: '/api/customer/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(customer.statusCode).toBe(200);
  });

  it('a render that never ends costs its page the server markup, not the api', async () => {
    expect(attemptsIn((await page()).body)).not.toBeNull();

    const stuck = await page('?loop');
    expect(stuck.statusCode).toBe(200);
    expect(stuck.body).toContain('<div id="root"></div>');
    // Meanwhile the api answered, and once the stuck process is gone pages render again.
    expect((await app.inject('/remotes.json')).statusCode).toBe(200);
    await expect
      .poll(async () => attemptsIn((await page()).body), { timeout: 15_000, interval: 500 })
      .not.toBeNull();
  });
});
