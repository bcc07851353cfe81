import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  apiErrorSchema,
  releaseActivationResponseSchema,
  releaseHistoryResponseSchema,
  releasesResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { packReleaseArchive } from '../src/modules/remotes/release-archive.js';
import { checkPagePath } from '../src/modules/remotes/release-health-server.js';
import { listReleases } from '../src/modules/remotes/remotes.repository.js';
import {
  exposedModuleScript,
  type FixtureBuild,
  fixtureServerBuild,
  writeBuiltRemote,
} from './support/fixture-shop.js';
import { startReleaseOrigin } from './support/release-origin.js';
import { startTestApp, testBackends, testReleaseToken } from './support/test-app.js';

const TOKEN = 'release-token-for-the-health-tests-0123456789';

/** The page each remote's health check renders, and the module it loads for it. */
const CHECK_PAGES = Object.fromEntries(
  (['mf-catalog', 'mf-content'] as const).map((remote) => {
    const page = checkPagePath(remote);
    if (!page) throw new Error(`${remote} has no page to check`);
    return [page.url, [remote, page.module]];
  }),
);

// A shell server build as the renderer contract has it: it loads the page's module (from the
// release the override pins, or the active one) and, like the shell, leaves the slot of a
// module that fails to the browser.
const SHELL_SERVER_BUILD = `
let services;
const PAGES = ${JSON.stringify(CHECK_PAGES)};
module.exports = { default: {
  sharedModules: { react: { marker: 'the shell react' } },
  configure(given) { services = given; },
  async render(request) {
    const [remote, key] = PAGES[request.url.split('?')[0]] ?? ['mf-content', './HomePage'];
    let html;
    let complete = true;
    try {
      html = (await services.loadExposedModule(remote, key)).default(request);
    } catch {
      html = '<!--$!--><!--/$-->';
      complete = false;
    }
    return {
      html,
      title: 'Shop',
      payload: { queryState: { mutations: [], queries: [] }, market: null, isAuthenticated: false },
      complete,
      tookMs: 1,
    };
  },
} };
`;

const withToken = (request: InjectOptions): InjectOptions => ({
  ...request,
  headers: { ...request.headers, 'x-release-token': TOKEN },
});

function expectRefusal(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(409);
  const error = apiErrorSchema.parse(response.json());
  expect(error.code).toBe('RELEASE_INCOMPATIBLE');
  return { message: error.message, fields: (error.fields ?? []).map((entry) => entry.field) };
}

describe.each(testBackends())('the release health check at activation on %s', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let dataDir: string;
  let close: () => Promise<void>;
  /** The mf-catalog version published and activated at start. */
  let first: string;

  beforeAll(async () => {
    let config: { dataDir: string };
    ({ app, root, config, close } = await startTestApp(backend, {
      releaseToken: testReleaseToken(TOKEN),
    }));
    dataDir = config.dataDir;
    first = (await listReleases(app.db, 'mf-catalog'))[0]?.version ?? '';
  });
  afterAll(() => close?.());

  const activate = (body: object) =>
    app.inject(withToken({ method: 'POST', url: '/api/releases/activate/', payload: body }));
  const activeVersion = async () =>
    (await listReleases(app.db, 'mf-catalog')).find((release) => release.isActive)?.version;
  const activeSummary = async () =>
    releasesResponseSchema
      .parse((await app.inject(withToken({ url: '/api/releases/' }))).json())
      .releases.find((release) => release.remote === 'mf-catalog' && release.isActive);
  const releaseFolder = (version: string) => path.join(dataDir, 'remotes', 'mf-catalog', version);

  async function publish(build: string, options: FixtureBuild = {}) {
    await writeBuiltRemote(root, 'mf-catalog', build, options);
    return (await app.remoteRegistry.publish('mf-catalog', { activate: false })).version;
  }

  it('refuses a release whose folder was deleted, naming the files it no longer serves', async () => {
    const version = await publish('deleted');
    await rm(releaseFolder(version), { recursive: true });
    const refused = expectRefusal(await activate({ remote: 'mf-catalog', version }));
    expect(refused.fields).toEqual(
      expect.arrayContaining(['health:remoteEntry.js', 'health:mf-manifest.json']),
    );
    expect(refused.message).toContain(
      `/remotes/mf-catalog/${version}/remoteEntry.js (the entry script) answers 404, not 200.`,
    );
    expect(await activeVersion()).toBe(first);
  });

  it('refuses a release missing a file of an exposed module the shop loads', async () => {
    const version = await publish('no-card-script');
    const script = exposedModuleScript('./ProductCard');
    await rm(path.join(releaseFolder(version), script));
    const refused = expectRefusal(await activate({ remote: 'mf-catalog', version }));
    expect(refused.fields).toEqual([`health:${script}`]);
    expect(refused.message).toContain(`${script} (./ProductCard) answers 404`);
    expect(await activeVersion()).toBe(first);
  });

  it('refuses a release set with an unhealthy member, changing nothing', async () => {
    const version = await publish('deleted-in-a-set');
    await rm(releaseFolder(version), { recursive: true });
    const content = (await listReleases(app.db, 'mf-content'))[0]?.version;
    const response = await app.inject(
      withToken({
        method: 'POST',
        url: '/api/releases/sets/',
        payload: {
          releases: [
            { remote: 'mf-catalog', version },
            { remote: 'mf-content', version: content },
          ],
        },
      }),
    );
    const refused = expectRefusal(response);
    expect(refused.fields).toContain('mf-catalog/health:remoteEntry.js');
    expect(refused.fields.some((field) => field.startsWith('mf-content/'))).toBe(false);
    expect(await activeVersion()).toBe(first);
  });

  it('activates it with force and a reason, audits the problems and shows it failing', async () => {
    const version = await publish('forced-no-card');
    await rm(path.join(releaseFolder(version), exposedModuleScript('./ProductCard')));
    const response = await activate({
      remote: 'mf-catalog',
      version,
      force: true,
      reason: 'the card ships from the next build',
    });
    expect(response.statusCode, response.body).toBe(200);
    const problem = expect.objectContaining({
      kind: 'health',
      subject: exposedModuleScript('./ProductCard'),
    });
    expect(releaseActivationResponseSchema.parse(response.json())).toMatchObject({
      version,
      forced: true,
      problems: [problem],
    });
    const history = releaseHistoryResponseSchema.parse(
      (await app.inject(withToken({ url: '/api/releases/history/?remote=mf-catalog' }))).json(),
    );
    expect(history.events[0]).toMatchObject({
      action: 'activate',
      toVersion: version,
      forced: true,
      reason: 'the card ships from the next build',
      problems: [problem],
    });
    expect((await activeSummary())?.health).toMatchObject({ ok: false, problems: [problem] });

    expect((await activate({ remote: 'mf-catalog', version: first })).statusCode).toBe(200);
    expect((await activeSummary())?.health).toMatchObject({ ok: true, problems: [] });
  });

  it('asks another origin for the files of a release it serves, and refuses a failing one', async () => {
    const workspace = path.join(root, 'cdn-health');
    await writeBuiltRemote(workspace, 'mf-catalog', 'cdn-500');
    const dist = path.join(workspace, 'mf-catalog', 'dist');
    const cdn = await startReleaseOrigin({ '/mf-catalog/cdn/': dist }, (pathname) => {
      if (pathname.endsWith('/remoteEntry.js')) return { status: 500 };
      if (pathname.endsWith('/mf-manifest.json')) return { type: 'text/html' };
      return undefined;
    });
    onTestFinished(cdn.close);
    const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.br'))
      .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
    const uploaded = await app.inject(
      withToken({
        method: 'POST',
        url: `/api/releases/mf-catalog/?baseUrl=${encodeURIComponent(`${cdn.origin}/mf-catalog/cdn/`)}`,
        headers: { 'content-type': 'application/gzip' },
        payload: await packReleaseArchive(dist, files),
      }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const version = String(uploaded.json().version);

    const refused = expectRefusal(await activate({ remote: 'mf-catalog', version }));
    expect(refused.fields).toEqual(['health:remoteEntry.js', 'health:mf-manifest.json']);
    expect(refused.message).toContain(
      `${cdn.origin}/mf-catalog/cdn/remoteEntry.js (the entry script) answers 500, not 200.`,
    );
    expect(refused.message).toContain(
      `${cdn.origin}/mf-catalog/cdn/mf-manifest.json (the manifest) is served as text/html, not application/json.`,
    );
    // Each file once: the entry, the manifest, the shared chunk, the styles, ten modules.
    expect(cdn.requests).toHaveLength(14);
    expect(new Set(cdn.requests).size).toBe(14);

    // An origin that does not answer is one problem, and nothing more is asked of it.
    await cdn.close();
    const unreachable = expectRefusal(await activate({ remote: 'mf-catalog', version }));
    expect(unreachable.fields).toEqual(['health:remoteEntry.js']);
    expect(unreachable.message).toContain('could not be fetched');
    expect(await activeVersion()).toBe(first);
  });

  describe('with a shell server build', () => {
    const shellBuild = () => path.join(root, 'shell', 'dist', 'ssr', 'server.cjs');
    beforeAll(async () => {
      await mkdir(path.dirname(shellBuild()), { recursive: true });
      await writeFile(shellBuild(), SHELL_SERVER_BUILD);
    });
    afterAll(async () => {
      await rm(shellBuild(), { force: true });
      await activate({ remote: 'mf-catalog', version: first });
    });

    it('activates a release whose server build evaluates and renders its page', async () => {
      const version = await publish('ssr-good', { serverBuild: fixtureServerBuild('mf-catalog') });
      const response = await activate({ remote: 'mf-catalog', version });
      expect(response.statusCode, response.body).toBe(200);
      expect((await activeSummary())?.health).toMatchObject({
        ok: true,
        problems: [],
        skipped: [],
      });
    });

    it('refuses a server build that throws when evaluated, or lacks a module', async () => {
      const throws = await publish('ssr-throws', {
        serverBuild: fixtureServerBuild('mf-catalog', {
          'CatalogPage.cjs': "throw new Error('the catalogue page breaks on load');",
        }),
      });
      const refused = expectRefusal(await activate({ remote: 'mf-catalog', version: throws }));
      expect(refused.fields).toEqual(['health:ssr/CatalogPage.cjs']);
      expect(refused.message).toContain(
        'ssr/CatalogPage.cjs throws when evaluated: the catalogue page breaks on load.',
      );

      const { 'ProductCard.cjs': _card, ...withoutCard } = fixtureServerBuild('mf-catalog');
      const missing = await publish('ssr-no-card', { serverBuild: withoutCard });
      const lacking = expectRefusal(await activate({ remote: 'mf-catalog', version: missing }));
      expect(lacking.fields).toEqual(['health:ssr/ProductCard.cjs']);
      expect(lacking.message).toContain('ssr/ProductCard.cjs is missing');
    });

    it('refuses a release whose own page does not render with it', async () => {
      // It evaluates; its page throws only when rendered. The active release's page renders,
      // so the refusal shows that the check rendered this version.
      const version = await publish('ssr-render-fails', {
        serverBuild: fixtureServerBuild('mf-catalog', {
          'CatalogPage.cjs':
            "module.exports = { default: () => { throw new Error('renders nothing'); } };",
        }),
      });
      const url = checkPagePath('mf-catalog')?.url;
      const refused = expectRefusal(await activate({ remote: 'mf-catalog', version }));
      expect(refused.fields).toEqual([`health:render:${url}`]);
      expect(refused.message).toContain(`${url} (./CatalogPage) renders on the server with a slot`);
    });

    it('says it skipped the server build when the shop has none to render with', async () => {
      await rm(shellBuild());
      const version = await publish('ssr-unchecked', {
        serverBuild: fixtureServerBuild('mf-catalog', { 'CatalogPage.cjs': 'throw new Error();' }),
      });
      expect((await activate({ remote: 'mf-catalog', version })).statusCode).toBe(200);
      const health = (await activeSummary())?.health;
      expect(health).toMatchObject({ ok: true, problems: [] });
      expect(health?.skipped).toEqual([
        'the server build (ssr/), as the shop has no shell server build to render with.',
      ]);
    });
  });
});

describe.each(testBackends())('the periodic health check on %s', (backend) => {
  let app: FastifyInstance;
  let config: { dataDir: string };
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let closeApp: () => Promise<void>;
    ({
      app,
      config,
      close: closeApp,
    } = await startTestApp(backend, {
      releaseToken: testReleaseToken(TOKEN),
      releaseHealthIntervalMs: 50,
    }));
    close = closeApp;
  });
  afterAll(() => close?.());

  const contentSummary = async () =>
    releasesResponseSchema
      .parse((await app.inject(withToken({ url: '/api/releases/' }))).json())
      .releases.find((release) => release.remote === 'mf-content' && release.isActive);

  async function waitForHealth(ok: boolean) {
    await vi.waitFor(async () => expect((await contentSummary())?.health?.ok).toBe(ok), {
      timeout: 10_000,
      interval: 50,
    });
  }

  it('logs an error and shows the failing health once an active release’s files disappear', async () => {
    const logged = vi.spyOn(app.log, 'error');
    await waitForHealth(true);
    expect(logged).not.toHaveBeenCalled();
    const version = (await contentSummary())?.version ?? '';
    await rm(path.join(config.dataDir, 'remotes', 'mf-content', version), { recursive: true });
    // A check that ran while the folder was being removed may have found only part of it gone.
    await vi.waitFor(
      async () =>
        expect((await contentSummary())?.health?.problems).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ kind: 'health', subject: 'remoteEntry.js' }),
          ]),
        ),
      { timeout: 10_000, interval: 50 },
    );
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        remote: 'mf-content',
        version,
        problems: expect.arrayContaining([
          expect.objectContaining({ kind: 'health', subject: 'mf-manifest.json' }),
        ]),
      }),
      expect.stringContaining('fails its health check'),
    );

    // Closing the app ends the checks: no timer keeps running (or keeps Node alive).
    const done = close;
    close = undefined;
    await done?.();
    const calls = logged.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged.mock.calls.length).toBe(calls);
  });
});
