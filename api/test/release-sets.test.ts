import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  apiErrorSchema,
  releaseHistoryResponseSchema,
  releasePruneResponseSchema,
  releaseSetResponseSchema,
  releaseSetsResponseSchema,
  remoteRegistrySchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReleases } from '../src/modules/remotes/remotes.repository.js';
import { type FixtureBuild, writeBuiltRemote } from './support/fixture-shop.js';
import { startTestApp, testBackends, testReleaseToken } from './support/test-app.js';

const TOKEN = 'release-token-for-the-release-set-tests-012345';

describe.each(testBackends())('release sets and prune on %s (issue 14)', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let dataDir: string;
  let close: () => Promise<void>;
  /** The versions published and activated at start. */
  const start = { catalog: '', content: '' };

  beforeAll(async () => {
    let config: { dataDir: string };
    ({ app, root, config, close } = await startTestApp(backend, {
      releaseToken: testReleaseToken(TOKEN),
    }));
    dataDir = config.dataDir;
    start.catalog = (await listReleases(app.db, 'mf-catalog'))[0]?.version ?? '';
    start.content = (await listReleases(app.db, 'mf-content'))[0]?.version ?? '';
  });
  afterAll(() => close?.());

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { 'x-release-token': TOKEN } });
  const get = (url: string) => app.inject({ url, headers: { 'x-release-token': TOKEN } });
  const active = async () => {
    const { remotes } = remoteRegistrySchema.parse((await app.inject('/remotes.json')).json());
    return { catalog: remotes['mf-catalog']?.version, content: remotes['mf-content']?.version };
  };

  async function publish(remote: string, build: string, options: FixtureBuild = {}) {
    await writeBuiltRemote(root, remote, build, options);
    const published = await app.remoteRegistry.publish(remote as 'mf-catalog', {
      activate: false,
    });
    return published.version;
  }

  it('activates two remotes’ versions as one set and lists it', async () => {
    const catalog = await publish('mf-catalog', 'set-1');
    const content = await publish('mf-content', 'set-1');
    const response = await post('/api/releases/sets/', {
      releases: [
        { remote: 'mf-catalog', version: catalog },
        { remote: 'mf-content', version: content },
      ],
      reason: 'filters and the new front page together',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { set, problems } = releaseSetResponseSchema.parse(response.json());
    expect(problems).toEqual([]);
    expect(set).toMatchObject({
      actor: 'test-pipeline (RELEASE_TOKEN)',
      reason: 'filters and the new front page together',
      rollbackOf: null,
      members: [
        { remote: 'mf-catalog', fromVersion: start.catalog, toVersion: catalog },
        { remote: 'mf-content', fromVersion: start.content, toVersion: content },
      ],
    });
    expect(await active()).toEqual({ catalog, content });
    const { sets } = releaseSetsResponseSchema.parse((await get('/api/releases/sets/')).json());
    expect(sets[0]?.id).toBe(set.id);
    const { events } = releaseHistoryResponseSchema.parse(
      (await get('/api/releases/history/?remote=mf-content&limit=1')).json(),
    );
    expect(events[0]).toMatchObject({ action: 'activate', toVersion: content });
  });

  it('changes nothing when one member is refused, unknown or named twice', async () => {
    const before = await active();
    const catalog = await publish('mf-catalog', 'set-2');
    const react18 = await publish('mf-content', 'set-2-react-18', {
      requires: { react: '^18.2.0' },
    });
    const refused = await post('/api/releases/sets/', {
      releases: [
        { remote: 'mf-catalog', version: catalog },
        { remote: 'mf-content', version: react18 },
      ],
    });
    expect(refused.statusCode).toBe(409);
    const body = apiErrorSchema.parse(refused.json());
    expect(body.code).toBe('RELEASE_INCOMPATIBLE');
    expect(body.fields?.map((field) => field.field)).toEqual(['mf-content/shared:react']);
    expect(await active()).toEqual(before);

    const unknown = await post('/api/releases/sets/', {
      releases: [
        { remote: 'mf-catalog', version: catalog },
        { remote: 'mf-content', version: '0.0.0-00000000' },
      ],
    });
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('RELEASE_NOT_FOUND');
    expect(await active()).toEqual(before);

    const twice = await post('/api/releases/sets/', {
      releases: [
        { remote: 'mf-catalog', version: catalog },
        { remote: 'mf-catalog', version: start.catalog },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(apiErrorSchema.parse(twice.json()).fields?.map((field) => field.field)).toEqual([
      'releases',
    ]);
  });

  it('rolls a set back as one, recording the set it undid', async () => {
    const { sets } = releaseSetsResponseSchema.parse((await get('/api/releases/sets/')).json());
    const last = sets[0];
    if (!last) throw new Error('no set was recorded');
    const response = await post('/api/releases/sets/rollback/', { set: last.id });
    expect(response.statusCode, response.body).toBe(200);
    const { set } = releaseSetResponseSchema.parse(response.json());
    expect(set.rollbackOf).toBe(last.id);
    expect(await active()).toEqual({ catalog: start.catalog, content: start.content });
    const missing = await post('/api/releases/sets/rollback/', { set: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).code).toBe('RELEASE_SET_NOT_FOUND');
  });

  it('never shows a shopper half of a set while sets swap', async () => {
    const catalog = await publish('mf-catalog', 'pair');
    const content = await publish('mf-content', 'pair');
    const pairs = [
      { catalog, content },
      { catalog: start.catalog, content: start.content },
    ];
    const seen: string[] = [];
    let swapping = true;
    const reader = (async () => {
      while (swapping) {
        // A cached answer resolves in microtasks alone: let the swaps' I/O run between reads.
        await new Promise((resolve) => setImmediate(resolve));
        const shown = await active();
        seen.push(
          pairs.some((pair) => pair.catalog === shown.catalog && pair.content === shown.content)
            ? 'whole'
            : `half: ${JSON.stringify(shown)}`,
        );
      }
    })();
    for (let round = 0; round < 6; round += 1) {
      const pair = pairs[round % 2];
      if (!pair) continue;
      const swapped = await post('/api/releases/sets/', {
        releases: [
          { remote: 'mf-catalog', version: pair.catalog },
          { remote: 'mf-content', version: pair.content },
        ],
      });
      expect(swapped.statusCode, swapped.body).toBe(200);
    }
    swapping = false;
    await reader;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((entry) => entry !== 'whole')).toEqual([]);
  });

  it('prunes what is neither active, nor among the newest, nor a rollback’s target', async () => {
    const versions: string[] = [];
    for (const build of ['prune-a', 'prune-b', 'prune-c', 'prune-d']) {
      versions.push(await publish('mf-catalog', build));
    }
    const [, , third, newest] = versions;
    const activated = await post('/api/releases/activate/', {
      remote: 'mf-catalog',
      version: third,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const all = (await listReleases(app.db, 'mf-catalog')).map((release) => release.version);

    const response = await post('/api/releases/prune/', { remote: 'mf-catalog', keep: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { pruned } = releasePruneResponseSchema.parse(response.json());
    const kept = (await listReleases(app.db, 'mf-catalog')).map((release) => release.version);
    // The newest, the active one, and the start's version a rollback from it returns to.
    expect(kept.sort()).toEqual([newest, third, start.catalog].sort());
    expect(pruned.map((entry) => entry.version).sort()).toEqual(
      all.filter((version) => !kept.includes(version)).sort(),
    );
    expect(pruned).toHaveLength(5);
    for (const { version } of pruned) {
      await expect(access(path.join(dataDir, 'remotes', 'mf-catalog', version))).rejects.toThrow();
    }
    expect((await active()).catalog).toBe(third);
    const rolledBack = await post('/api/releases/rollback/', { remote: 'mf-catalog' });
    expect(rolledBack.json()).toMatchObject({ version: start.catalog });
    const { events } = releaseHistoryResponseSchema.parse(
      (await get('/api/releases/history/?remote=mf-catalog&limit=50')).json(),
    );
    expect(events.filter((event) => event.action === 'prune')).toHaveLength(pruned.length);
  });
});
