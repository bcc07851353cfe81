import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  apiErrorSchema,
  releaseActivationResponseSchema,
  releaseHistoryResponseSchema,
  releasesResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpReleaseOperations } from '../src/cli/release-operations.js';
import { createReleaseToken } from '../src/modules/remotes/release-tokens.repository.js';
import { listReleases } from '../src/modules/remotes/remotes.repository.js';
import { type FixtureBuild, writeBuiltRemote } from './support/fixture-shop.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, TEST_STAFF, testBackends, testReleaseToken } from './support/test-app.js';

const TOKEN = 'release-token-for-the-tests-0123456789abcdef';
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

describe.each(testBackends())('the release api on %s (issue 14)', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let close: () => Promise<void>;
  let staff: string;
  let customer: string;
  /** The mf-catalog version published and activated at start. */
  let first: string;

  beforeAll(async () => {
    ({ app, root, close } = await startTestApp(backend, { releaseToken: testReleaseToken(TOKEN) }));
    staff = await demoLoginToken(app, TEST_STAFF.email);
    customer = await demoLoginToken(app, 'asiakas@example.com');
    first = (await listReleases(app.db, 'mf-catalog'))[0]?.version ?? '';
  });
  afterAll(() => close?.());

  const withToken = (request: InjectOptions): InjectOptions => ({
    ...request,
    headers: { ...request.headers, 'x-release-token': TOKEN },
  });
  const activate = (body: object) =>
    app.inject(withToken({ method: 'POST', url: '/api/releases/activate/', payload: body }));
  const rollback = (body: object) =>
    app.inject(withToken({ method: 'POST', url: '/api/releases/rollback/', payload: body }));
  const history = async (remote = 'mf-catalog') =>
    releaseHistoryResponseSchema.parse(
      (await app.inject(withToken({ url: `/api/releases/history/?remote=${remote}` }))).json(),
    ).events;
  const activeVersion = async () =>
    (await listReleases(app.db, 'mf-catalog')).find((release) => release.isActive)?.version;

  /** Publishes a build of mf-catalog without activating it; answers its version. */
  async function publish(build: string, options: FixtureBuild = {}) {
    await writeBuiltRemote(root, 'mf-catalog', build, options);
    return (await app.remoteRegistry.publish('mf-catalog', { activate: false })).version;
  }

  function expectError(response: { statusCode: number; json(): unknown }, status: number) {
    expect(response.statusCode).toBe(status);
    return apiErrorSchema.parse(response.json());
  }

  it('is for staff sessions and release tokens only', async () => {
    expect(expectError(await app.inject('/api/releases/'), 401).code).toBe('LOGIN_REQUIRED');
    const asCustomer = await app.inject({
      url: '/api/releases/',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(expectError(asCustomer, 403).code).toBe('STAFF_ONLY');
    const wrongToken = await app.inject({
      url: '/api/releases/',
      headers: { 'x-release-token': `${TOKEN}x` },
    });
    expect(expectError(wrongToken, 401).code).toBe('RELEASE_TOKEN_INVALID');
    const asStaff = await app.inject({
      url: '/api/releases/',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['cache-control']).toContain('no-cache');
    const { releases } = releasesResponseSchema.parse(asStaff.json());
    expect(releases.map((release) => [release.remote, release.isActive, release.problems])).toEqual(
      [
        ['mf-catalog', true, []],
        ['mf-content', true, []],
      ],
    );
  });

  it('records the start’s publish and activation in the audit trail', async () => {
    const events = await history();
    expect(events.map((event) => [event.action, event.fromVersion, event.toVersion])).toEqual([
      ['activate', null, first],
      ['publish', null, first],
    ]);
    expect(events[0]?.actor).toBe('api-start');
  });

  it('activates a published version, answers the previous one, and records who did it', async () => {
    const second = await publish('second');
    const response = await app.inject({
      method: 'POST',
      url: '/api/releases/activate/',
      headers: { authorization: `Bearer ${staff}`, origin: 'http://localhost' },
      payload: { remote: 'mf-catalog', version: second, reason: 'new filters' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(releaseActivationResponseSchema.parse(response.json())).toEqual({
      remote: 'mf-catalog',
      version: second,
      previousVersion: first,
      forced: false,
      problems: [],
    });
    expect(await activeVersion()).toBe(second);
    const [latest] = await history();
    expect(latest).toMatchObject({
      action: 'activate',
      fromVersion: first,
      toVersion: second,
      actor: TEST_STAFF.email,
      reason: 'new filters',
      forced: false,
    });
  });

  it('rolls back to the version active before, then further back, until there is none', async () => {
    const second = await activeVersion();
    const third = await publish('third');
    expect((await activate({ remote: 'mf-catalog', version: third })).statusCode).toBe(200);

    const back = await rollback({ remote: 'mf-catalog', reason: 'broken grid' });
    expect(back.statusCode, back.body).toBe(200);
    expect(releaseActivationResponseSchema.parse(back.json())).toMatchObject({
      version: second,
      previousVersion: third,
    });
    expect((await rollback({ remote: 'mf-catalog' })).json()).toMatchObject({ version: first });
    expect(await activeVersion()).toBe(first);
    expect(expectError(await rollback({ remote: 'mf-catalog' }), 409).code).toBe(
      'NO_PREVIOUS_RELEASE',
    );
    const events = await history();
    expect(events.slice(0, 2).map((event) => [event.action, event.toVersion])).toEqual([
      ['rollback', first],
      ['rollback', second],
    ]);
    expect(events[1]).toMatchObject({
      actor: 'test-pipeline (RELEASE_TOKEN)',
      reason: 'broken grid',
    });
  });

  it('refuses another contracts major, an unmet shared range and a missing module', async () => {
    const cases = [
      [{ contractsVersion: '1.4.0' }, 'contracts:contracts'],
      [{ requires: { react: '^18.2.0' } }, 'shared:react'],
      [{ exposes: ['./CatalogPage'] }, 'exposes:./ProductCard'],
    ] as const;
    for (const [build, field] of cases) {
      const version = await publish(`refused-${field}`, build);
      const refused = expectError(await activate({ remote: 'mf-catalog', version }), 409);
      expect(refused.code).toBe('RELEASE_INCOMPATIBLE');
      expect(refused.fields?.map((entry) => entry.field)).toContain(field);
      expect(await activeVersion()).toBe(first);
    }
    const { releases } = releasesResponseSchema.parse(
      (await app.inject(withToken({ url: '/api/releases/' }))).json(),
    );
    const refused = releases.filter((release) => release.problems.length > 0);
    expect(refused).toHaveLength(3);
  });

  it('activates a refused release with force and records the override with its reasons', async () => {
    const version = await publish('forced', { requires: { react: '^18.2.0' } });
    const response = await activate({
      remote: 'mf-catalog',
      version,
      force: true,
      reason: 'react 18 build tried on staging',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(releaseActivationResponseSchema.parse(response.json())).toMatchObject({
      version,
      forced: true,
      problems: [expect.objectContaining({ kind: 'shared', subject: 'react' })],
    });
    const [latest] = await history();
    expect(latest).toMatchObject({
      action: 'activate',
      toVersion: version,
      forced: true,
      reason: 'react 18 build tried on staging',
      problems: [expect.objectContaining({ subject: 'react' })],
    });
    // Back to the compatible release for the rest of the file.
    expect((await activate({ remote: 'mf-catalog', version: first })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown version and 400 naming the field for bad input', async () => {
    const unknown = await activate({ remote: 'mf-catalog', version: '9.9.9-deadbeef' });
    expect(expectError(unknown, 404).code).toBe('RELEASE_NOT_FOUND');
    const badRemote = expectError(await activate({ remote: 'mf-nothing', version: first }), 400);
    expect(badRemote.fields?.map((entry) => entry.field)).toEqual(['remote']);
    const badVersion = expectError(await activate({ remote: 'mf-catalog', version: '../x' }), 400);
    expect(badVersion.fields?.map((entry) => entry.field)).toEqual(['version']);
    const events = expectError(
      await app.inject(withToken({ url: '/api/releases/history/?limit=0' })),
      400,
    );
    expect(events.fields?.map((entry) => entry.field)).toEqual(['limit']);
  });

  it('gates a release published before manifests were kept by the one in its folder', async () => {
    const version = await publish('before-0025');
    await sql`update remote_releases set manifest = null where version = ${version}`.execute(
      app.db,
    );
    expect((await activate({ remote: 'mf-catalog', version })).json()).toMatchObject({
      version,
      forced: false,
    });
    expect((await activate({ remote: 'mf-catalog', version: first })).statusCode).toBe(200);
  });

  it('serves the CLI over HTTP with the release token (a running shop on either database)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const operations = httpReleaseOperations(address, TOKEN);
    const version = await publish('over-http');
    const result = await operations.activate('mf-catalog', version, {
      actor: 'ignored: the token is the actor',
      reason: 'from the pipeline',
    });
    expect(result).toMatchObject({ version, previousVersion: first, forced: false });
    const [latest] = await operations.history({ remote: 'mf-catalog', limit: 1 });
    expect(latest).toMatchObject({
      actor: 'test-pipeline (RELEASE_TOKEN)',
      reason: 'from the pipeline',
    });
    expect((await operations.rollback('mf-catalog', { actor: 'x' })).version).toBe(first);
    expect((await operations.listReleases()).some((release) => release.version === version)).toBe(
      true,
    );
    await expect(
      httpReleaseOperations(address, `${TOKEN}-wrong`).listReleases(),
    ).rejects.toMatchObject({ status: 401, code: 'RELEASE_TOKEN_INVALID' });
    // A named token of the database acts as its name.
    const named = await createReleaseToken(app.db, { name: 'deploy-job', createdBy: 'cli:test' });
    const asJob = httpReleaseOperations(address, named ?? '');
    await asJob.activate('mf-catalog', version, { actor: 'ignored', reason: 'named' });
    const [byJob] = await asJob.history({ remote: 'mf-catalog', limit: 1 });
    expect(byJob).toMatchObject({ actor: 'deploy-job (token)', reason: 'named' });
    expect((await asJob.rollback('mf-catalog', { actor: 'x' })).version).toBe(first);
  });

  it('publishes and rolls back from the CLI against the running shop, its database held', async () => {
    const address = app.server.listening
      ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
      : await app.listen({ port: 0, host: '127.0.0.1' });
    const before = await activeVersion();
    await writeBuiltRemote(root, 'mf-catalog', 'from-the-cli');
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, 'remotes', ...args], {
        env: { ...process.env, SHOP_URL: address, RELEASE_TOKEN: TOKEN, SHOP_ROOT: root },
      });
    const published = await cli('publish', 'mf-catalog', '--reason', 'cli upload');
    const version = published.stdout.match(/^mf-catalog: (\S+) \(active\)$/m)?.[1];
    expect(version).toBeDefined();
    expect(await activeVersion()).toBe(version);
    expect((await cli('rollback', 'mf-catalog')).stdout).toContain(
      `mf-catalog: ${before} is active (was ${version})`,
    );
    const [rolledBack, activated, uploaded] = await history();
    expect([rolledBack?.action, activated?.action, uploaded?.action]).toEqual([
      'rollback',
      'activate',
      'publish',
    ]);
    expect(activated).toMatchObject({
      actor: 'test-pipeline (RELEASE_TOKEN)',
      reason: 'cli upload',
    });
  }, 60_000);

  it.runIf(backend === 'postgres')(
    'keeps one active release and one event per change under concurrent activations',
    async () => {
      const other = await publish('concurrent');
      const before = (await history()).length;
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          activate({ remote: 'mf-catalog', version: index % 2 === 0 ? other : first }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      const active = (await listReleases(app.db, 'mf-catalog')).filter((row) => row.isActive);
      expect(active).toHaveLength(1);
      const changes = (await history()).slice(0, (await history()).length - before);
      // Every recorded change starts from the version the one before it ended on.
      for (let index = 0; index < changes.length - 1; index += 1) {
        expect(changes[index]?.fromVersion).toBe(changes[index + 1]?.toVersion);
      }
      expect(changes[0]?.toVersion).toBe(active[0]?.version);
    },
  );
});
