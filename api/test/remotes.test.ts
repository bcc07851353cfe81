import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteRegistrySchema } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReleases } from '../src/modules/remotes/remotes.repository.js';
import { writeBuiltRemote } from './support/fixture-shop.js';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('remote registry on %s', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let dataDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let config: { dataDir: string };
    ({ app, root, config, close } = await startTestApp(backend));
    dataDir = config.dataDir;
  });
  afterAll(() => close?.());

  async function registry() {
    return remoteRegistrySchema.parse((await app.inject('/remotes.json')).json()).remotes;
  }

  it('published the built remotes on first start', async () => {
    const releases = await listReleases(app.db);
    expect(releases.map((release) => [release.remote, release.isActive])).toEqual([
      ['mf-catalog', true],
      ['mf-content', true],
    ]);
    const copied = await readdir(path.join(dataDir, 'remotes', 'mf-catalog'));
    expect(copied).toEqual([releases[0]?.version]);
  });

  it('publishes idempotently: the same build keeps its version and files', async () => {
    const before = await registry();
    const again = await app.remoteRegistry.publish('mf-catalog');
    expect(again.version).toBe(before['mf-catalog']?.version);
    expect(await listReleases(app.db, 'mf-catalog')).toHaveLength(1);
  });

  it('leaves the build report out of a release: a rebuild that only reorders it is the same', async () => {
    const before = (await registry())['mf-catalog']?.version;
    const stats = path.join(root, 'mf-catalog', 'dist', 'mf-stats.json');
    // Two builds of unchanged source list `usedIn` and `requires` in other orders (or not at all).
    await writeFile(stats, JSON.stringify({ shared: [{ usedIn: ['a.tsx', 'b.tsx'] }] }));
    const first = await app.remoteRegistry.publish('mf-catalog');
    await writeFile(stats, JSON.stringify({ shared: [{ usedIn: [] }] }));
    const second = await app.remoteRegistry.publish('mf-catalog');
    expect([first.version, second.version]).toEqual([before, before]);
    expect(await listReleases(app.db, 'mf-catalog')).toHaveLength(1);
    const served = await app.inject(`/remotes/mf-catalog/${before}/mf-stats.json`);
    expect(served.statusCode).toBe(404);
  });

  it('gives a build whose lazy chunk alone changed a new version', async () => {
    const before = (await registry())['mf-catalog']?.version;
    const chunk = path.join(root, 'mf-catalog', 'dist', 'static', 'js', 'async', '100.abcdef12.js');
    await writeFile(chunk, '/* chunk, changed */');
    const changed = await app.remoteRegistry.publish('mf-catalog', { activate: false });
    expect(changed.version).not.toBe(before);
    await writeFile(chunk, '/* chunk */');
    expect((await app.remoteRegistry.publish('mf-catalog', { activate: false })).version).toBe(
      before,
    );
  });

  it('registers a new build without activating it, then swaps versions on activate', async () => {
    const old = (await registry())['mf-catalog']?.version ?? '';
    await writeBuiltRemote(root, 'mf-catalog', 'second-build');
    const next = await app.remoteRegistry.publish('mf-catalog', { activate: false });
    expect(next.version).not.toBe(old);
    expect(next.isActive).toBe(false);
    expect((await registry())['mf-catalog']?.version).toBe(old);
    const file = await app.inject(`/remotes/mf-catalog/${next.version}/remoteEntry.js`);
    expect(file.body).toContain('second-build');

    await app.remoteRegistry.activate('mf-catalog', next.version, { actor: 'test' });
    expect((await registry())['mf-catalog']?.version).toBe(next.version);
    const page = await app.inject({ url: '/catalog/', headers: { accept: 'text/html' } });
    expect(page.body).toContain(`/remotes/mf-catalog/${next.version}/remoteEntry.js`);

    await app.remoteRegistry.activate('mf-catalog', old, { actor: 'test' });
    expect((await registry())['mf-catalog']?.version).toBe(old);
    const active = (await listReleases(app.db, 'mf-catalog')).filter((release) => release.isActive);
    expect(active).toHaveLength(1);
  });

  it('refuses to activate a version never published and to publish an unbuilt remote', async () => {
    await expect(
      app.remoteRegistry.activate('mf-catalog', '9.9.9-deadbeef', { actor: 'test' }),
    ).rejects.toThrow(/no published version/);
    await expect(app.remoteRegistry.publish('mf-account')).rejects.toThrow(/not built/);
  });
});
