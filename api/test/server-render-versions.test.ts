import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotePackage } from '@shop/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseBaseUrl } from '../src/modules/remotes/remotes.service.js';
import {
  createRendererLoader,
  VERSIONS_KEPT_PER_REMOTE,
} from '../src/modules/server-render/server-render.loader.js';

// A shell server build with release scopes: each scope is numbered, and a render answers the
// page module it loaded and the scopes the api says the render runs.
const SHELL = `
let services;
let scopes = 0;
module.exports = { default: {
  sharedModules: {},
  createReleaseScope() {
    const id = ++scopes;
    return { sharedModules: { scope: { id } }, messages: () => ({ ['scope-' + id]: {} }) };
  },
  configure(given) { services = given; },
  async render() {
    const page = await services.loadExposedModule('mf-content', './StaticPage');
    return { page, scopes: services.releaseScopes().map((scope) => scope.sharedModules.scope.id) };
  },
} };
`;

// A release's server build: which scope it was evaluated in, and an identity per evaluation.
const PAGE = `
const scope = require('scope');
module.exports = { scope: scope.id, evaluation: {} };
`;

interface Rendered {
  readonly page: { scope: number; evaluation: object };
  readonly scopes: number[];
}

describe('server builds are kept per release version', () => {
  let root: string;
  let loader: ReturnType<typeof createRendererLoader>;
  const versions = ['0.1.0-aaaaaaaa', '0.1.0-bbbbbbbb', '0.1.0-cccccccc'];
  const live = versions[0] ?? '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-render-versions-'));
    await mkdir(path.join(root, 'shell', 'dist', 'ssr'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'ssr', 'server.cjs'), SHELL);
    for (const version of versions) {
      const ssr = path.join(root, 'data', 'remotes', 'mf-content', version, 'ssr');
      await mkdir(ssr, { recursive: true });
      await writeFile(path.join(ssr, 'StaticPage.cjs'), PAGE);
    }
    loader = createRendererLoader({
      shellBuildDir: path.join(root, 'shell', 'dist', 'ssr'),
      dataDir: path.join(root, 'data'),
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function renderAt(version: string): Promise<Rendered> {
    const renderer = await loader.load();
    if (!renderer) throw new Error('the fixture shell has a server build');
    const remote: RemotePackage = 'mf-content';
    const baseUrl = `${releaseBaseUrl(remote, version)}/`;
    const releases = [
      {
        remote,
        version,
        baseUrl,
        manifestUrl: `${baseUrl}mf-manifest.json`,
        entryUrl: `${baseUrl}remoteEntry.js`,
        published: true,
      },
    ];
    return (await loader.withReleases(releases, () =>
      renderer.render({} as never),
    )) as unknown as Rendered;
  }

  it('evaluates each version in a scope of its own and names only the render’s', async () => {
    const first = await renderAt(live);
    const again = await renderAt(live);
    expect(again.page).toBe(first.page);
    expect(again.scopes).toEqual([first.page.scope]);
    const other = await renderAt(versions[1] ?? '');
    expect(other.page.scope).not.toBe(first.page.scope);
    expect(other.scopes).toEqual([other.page.scope]);
  });

  it(`keeps ${VERSIONS_KEPT_PER_REMOTE} versions of a remote loaded and drops the older ones`, async () => {
    const kept = await renderAt(live);
    await renderAt(versions[1] ?? '');
    await renderAt(versions[2] ?? '');
    // Three versions rendered: the least recently used one was dropped and loads anew.
    const reloaded = await renderAt(live);
    expect(reloaded.page).not.toBe(kept.page);
    expect(reloaded.page.scope).not.toBe(kept.page.scope);
    // The most recent one stayed.
    const third = await renderAt(versions[2] ?? '');
    expect(await renderAt(versions[2] ?? '')).toEqual(third);
  });
});
