import path from 'node:path';
import {
  apiErrorSchema,
  releaseOverrideResponseSchema,
  releasesResponseSchema,
  remoteRegistrySchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { httpReleaseOperations } from '../src/cli/release-operations.js';
import { printOverrideLink, uploadRemotes } from '../src/cli/remotes-commands.js';
import { loadConfig } from '../src/config.js';
import { packReleaseArchive } from '../src/modules/remotes/release-archive.js';
import { RELEASE_OVERRIDE_COOKIE, signOverride } from '../src/modules/remotes/release-override.js';
import { listReleases } from '../src/modules/remotes/remotes.repository.js';
import { writeBuiltRemote } from './support/fixture-shop.js';
import { startReleaseOrigin } from './support/release-origin.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, TEST_STAFF, testBackends, testReleaseToken } from './support/test-app.js';

const TOKEN = 'release-token-for-the-override-tests-0123456789';
const SECRET = 'override-signing-secret-for-the-tests-0123456789';
const DEV_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const CDN = 'https://cdn.example.test';

/** The value of a cookie a `Set-Cookie` header sets, and the header itself. */
function setCookie(response: { headers: Record<string, unknown> }) {
  const header = String(response.headers['set-cookie'] ?? '');
  const value = new RegExp(`^${RELEASE_OVERRIDE_COOKIE}=([^;]*)`).exec(header)?.[1];
  return { header, value };
}

describe.each(testBackends())('release overrides and other origins on %s (issue 14)', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let close: () => Promise<void>;
  let staff: string;
  let customer: string;
  /** The active mf-catalog version and a second, published but not active. */
  let active: string;
  let second: string;

  beforeAll(async () => {
    ({ app, root, close } = await startTestApp(backend, {
      releaseToken: testReleaseToken(TOKEN),
      overrideSigningSecret: SECRET,
    }));
    staff = await demoLoginToken(app, TEST_STAFF.email);
    customer = await demoLoginToken(app, 'asiakas@example.com');
    active = (await listReleases(app.db, 'mf-catalog'))[0]?.version ?? '';
    await writeBuiltRemote(root, 'mf-catalog', 'second');
    second = (await app.remoteRegistry.publish('mf-catalog', { activate: false })).version;
  });
  afterAll(() => close?.());

  const sign = (body: object, headers: InjectOptions['headers'] = { 'x-release-token': TOKEN }) =>
    app.inject({ method: 'POST', url: '/api/releases/overrides/', payload: body, headers });
  const registry = async (cookie?: string) => {
    const response = await app.inject({
      url: '/remotes.json',
      headers: cookie ? { cookie: `${RELEASE_OVERRIDE_COOKIE}=${cookie}` } : {},
    });
    expect(response.headers.vary).toContain('cookie');
    return remoteRegistrySchema.parse(response.json());
  };
  const page = (cookie?: string) =>
    app.inject({
      url: '/sv/catalog/',
      headers: {
        accept: 'text/html',
        ...(cookie ? { cookie: `${RELEASE_OVERRIDE_COOKIE}=${cookie}` } : {}),
      },
    });

  it('is signed for staff and the release token only, for published versions', async () => {
    const body = { remotes: { 'mf-catalog': { version: second } } };
    expect((await sign(body, {})).statusCode).toBe(401);
    expect((await sign(body, { authorization: `Bearer ${customer}` })).statusCode).toBe(403);
    const unknown = await sign({ remotes: { 'mf-catalog': { version: '9.9.9-deadbeef' } } });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('RELEASE_NOT_FOUND');
    for (const bad of [
      { remotes: {} },
      { remotes: { 'mf-nope': { version: second } } },
      { remotes: { 'mf-catalog': { manifestUrl: 'javascript:alert(1)//mf-manifest.json' } } },
      { remotes: { 'mf-catalog': { manifestUrl: 'http://localhost:3001/other.json' } } },
      { remotes: { 'mf-catalog': { manifestUrl: 'https://evil.example/mf-manifest.json' } } },
      { remotes: { 'mf-catalog': { version: second } }, hours: 1000 },
    ]) {
      const response = await sign(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.length).toBeGreaterThan(0);
    }
    const asStaff = await sign(body, { authorization: `Bearer ${staff}` });
    expect(asStaff.statusCode).toBe(200);
    const answer = releaseOverrideResponseSchema.parse(asStaff.json());
    expect(answer.remotes).toEqual(body.remotes);
    expect(answer.link).toMatch(/^\/api\/releases\/overrides\/apply\/\?override=/);
    const { header, value } = setCookie(asStaff);
    expect(value).toBeTruthy();
    expect(header).toContain('HttpOnly');
    // A day from signing: 86400 seconds when the answer left within the signing's millisecond.
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThan(86_390);
    expect(maxAge).toBeLessThanOrEqual(86_400);
  });

  it('serves the overriding version to that browser only, with a banner label', async () => {
    const { value } = setCookie(await sign({ remotes: { 'mf-catalog': { version: second } } }));
    const overridden = await registry(value);
    expect(overridden.remotes['mf-catalog']?.version).toBe(second);
    expect(overridden.remotes['mf-catalog']?.entry).toBe(
      `/remotes/mf-catalog/${second}/remoteEntry.js`,
    );
    expect(overridden.override).toEqual({ 'mf-catalog': second });
    // The other remotes stay on their active releases.
    expect(overridden.remotes['mf-content']).toEqual((await registry()).remotes['mf-content']);
    const everyone = await registry();
    expect(everyone.remotes['mf-catalog']?.version).toBe(active);
    expect(everyone.override).toBeUndefined();
    // The page's preload hints follow the browser's override.
    const html = (await page(value)).body;
    expect(html).toContain(`/remotes/mf-catalog/${second}/remoteEntry.js`);
    expect(html).not.toContain(`/remotes/mf-catalog/${active}/`);
    expect((await page()).body).toContain(`/remotes/mf-catalog/${active}/remoteEntry.js`);
  });

  it('ignores a tampered, foreign or expired override', async () => {
    const { value = '' } = setCookie(
      await sign({ remotes: { 'mf-catalog': { version: second } } }),
    );
    const [payload, signature] = value.split('.');
    const tampered = `${Buffer.from(
      JSON.stringify({ remotes: { 'mf-catalog': { version: active } }, exp: Date.now() + 1e6 }),
    ).toString('base64url')}.${signature}`;
    const remotes = { 'mf-catalog': { version: second } };
    const foreign = signOverride({ remotes, expiresAt: new Date(Date.now() + 1e6) }, `${SECRET}x`);
    const expired = signOverride({ remotes, expiresAt: new Date(Date.now() - 1000) }, SECRET);
    for (const cookie of [tampered, foreign, expired, `${payload}`, 'x.y.z', '%%%']) {
      expect((await registry(cookie)).remotes['mf-catalog']?.version, cookie).toBe(active);
    }
  });

  it('is set by its link in any browser and reset by the banner', async () => {
    const answer = releaseOverrideResponseSchema.parse(
      (await sign({ remotes: { 'mf-catalog': { version: second } }, hours: 2 })).json(),
    );
    const opened = await app.inject({ url: answer.link });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const { value } = setCookie(opened);
    expect((await registry(value)).remotes['mf-catalog']?.version).toBe(second);
    expect(setCookie(opened).header).toMatch(/Max-Age=7\d{3}/);
    const forged = await app.inject({ url: '/api/releases/overrides/apply/?override=abc.def' });
    expect(forged.statusCode).toBe(400);
    expect(apiErrorSchema.parse(forged.json()).fields?.[0]?.field).toBe('override');
    const reset = await app.inject({ method: 'DELETE', url: '/api/releases/overrides/' });
    expect(reset.statusCode).toBe(204);
    expect(setCookie(reset).header).toContain(`${RELEASE_OVERRIDE_COOKIE}=;`);
    expect(setCookie(reset).header).toContain('Max-Age=0');
  });

  it('points a browser at a dev server and lets the page load from it', async () => {
    const { value } = setCookie(
      await sign({ remotes: { 'mf-product': { manifestUrl: DEV_MANIFEST } } }),
    );
    const overridden = await registry(value);
    expect(overridden.remotes['mf-product']).toEqual({
      name: 'mf_product',
      version: DEV_MANIFEST,
      entry: DEV_MANIFEST,
    });
    expect(overridden.override).toEqual({ 'mf-product': DEV_MANIFEST });
    const policy = String((await page(value)).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' http:\/\/localhost:3001/);
    expect(policy).toMatch(/connect-src 'self' http:\/\/localhost:3001/);
    expect(String((await page()).headers['content-security-policy'])).not.toContain(
      'localhost:3001',
    );
  });

  it('serves a release from another origin: registry, hints and policy follow it', async () => {
    const workspace = path.join(root, 'cdn-build');
    await writeBuiltRemote(workspace, 'mf-catalog', 'cdn');
    const dist = path.join(workspace, 'mf-catalog', 'dist');
    // The other origin, which the activation's health check asks for the release's files.
    const { origin, close: closeOrigin } = await startReleaseOrigin({ '/mf-catalog/cdn/': dist });
    onTestFinished(closeOrigin);
    const archive = await packReleaseArchive(dist, [
      'mf-manifest.json',
      'remoteEntry.js',
      'static/js/async/100.abcdef12.js',
    ]);
    const upload = (query: string) =>
      app.inject({
        method: 'POST',
        url: `/api/releases/mf-catalog/${query}`,
        headers: { 'content-type': 'application/gzip', 'x-release-token': TOKEN },
        payload: archive,
      });
    const badUrl = await upload('?baseUrl=ftp%3A%2F%2Fcdn.example.test%2F');
    expect(badUrl.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badUrl.json()).fields?.[0]?.field).toBe('baseUrl');
    const created = await upload(`?baseUrl=${encodeURIComponent(`${origin}/mf-catalog/cdn`)}`);
    expect(created.statusCode).toBe(201);
    const version = String(created.json().version);
    // The same build meant for another origin is another release: refused, immutable.
    const elsewhere = await upload(`?baseUrl=${encodeURIComponent('https://other.test/x/')}`);
    expect(elsewhere.statusCode).toBe(409);
    expect(apiErrorSchema.parse(elsewhere.json()).code).toBe('RELEASE_VERSION_CONFLICT');
    const listed = releasesResponseSchema
      .parse(
        (await app.inject({ url: '/api/releases/', headers: { 'x-release-token': TOKEN } })).json(),
      )
      .releases.find((release) => release.version === version);
    expect(listed?.baseUrl).toBe(`${origin}/mf-catalog/cdn/`);

    // The policy allows a registered origin before its release is activated.
    expect(String((await page()).headers['content-security-policy'])).toContain(
      `script-src 'self' ${origin}`,
    );
    const activated = await app.inject({
      method: 'POST',
      url: '/api/releases/activate/',
      headers: { 'x-release-token': TOKEN },
      payload: { remote: 'mf-catalog', version },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    try {
      expect((await registry()).remotes['mf-catalog']?.entry).toBe(
        `${origin}/mf-catalog/cdn/remoteEntry.js`,
      );
      const html = (await page()).body;
      expect(html).not.toContain('mf-manifest.json');
      expect(html).toContain(
        `<link rel="preload" href="${origin}/mf-catalog/cdn/remoteEntry.js" as="script">`,
      );
    } finally {
      await app.inject({
        method: 'POST',
        url: '/api/releases/activate/',
        headers: { 'x-release-token': TOKEN },
        payload: { remote: 'mf-catalog', version: active },
      });
    }
  });

  it('is printed as a link by the CLI, and the CLI publishes for another origin', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const operations = httpReleaseOperations(address, TOKEN);
    const lines: string[] = [];
    const context = {
      config: { ...loadConfig({}), shopRoot: root },
      env: {},
      log: app.log,
      print: (line: string) => lines.push(line),
    };
    await printOverrideLink(context, operations, [`mf-catalog@${second}`], 3);
    const link = lines.find((line) => line.startsWith(address)) ?? '';
    expect(link).toContain('/api/releases/overrides/apply/?override=');
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const cookie = /^[^=]+=([^;]*)/.exec(opened.headers.get('set-cookie') ?? '')?.[1];
    expect((await registry(cookie)).remotes['mf-catalog']?.version).toBe(second);
    await expect(printOverrideLink(context, operations, ['mf-catalog'], 3)).rejects.toThrow(
      'is not <remote>@',
    );
    await expect(
      printOverrideLink(context, operations, ['mf-catalog@0.0.0-00000000'], 3),
    ).rejects.toMatchObject({ status: 404, code: 'RELEASE_NOT_FOUND' });

    await writeBuiltRemote(root, 'mf-catalog', 'cli-cdn');
    await uploadRemotes(context, operations, ['mf-catalog'], false, {
      actor: 'ignored: the token is the actor',
      force: false,
      reason: undefined,
      baseUrl: `${CDN}/{remote}/{version}`,
    });
    const version = /^mf-catalog: (\S+)$/m.exec(lines.join('\n'))?.[1] ?? '';
    const listed = (await operations.listReleases()).find((release) => release.version === version);
    expect(listed?.baseUrl).toBe(`${CDN}/mf-catalog/${version}/`);
  });
});
