import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  releaseHistoryResponseSchema,
  releaseSetResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReleaseToken,
  listReleaseTokens,
  revokeReleaseToken,
} from '../src/modules/remotes/release-tokens.repository.js';
import { listReleases } from '../src/modules/remotes/remotes.repository.js';
import { writeBuiltRemote } from './support/fixture-shop.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, TEST_STAFF, testBackends, testReleaseToken } from './support/test-app.js';

const TOKEN = 'release-token-for-the-accountability-tests-0123';

/**
 * Docs/decisions/0021, addendum: the audit trail names a person or pipeline for every action,
 * a forced change says why, and a set's rollback does not undo a later change without a word.
 */
describe.each(testBackends())('accountability of release actions on %s', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let close: () => Promise<void>;
  let staff: string;

  beforeAll(async () => {
    ({ app, root, close } = await startTestApp(backend, { releaseToken: testReleaseToken(TOKEN) }));
    staff = await demoLoginToken(app, TEST_STAFF.email);
  });
  afterAll(() => close?.());

  const post = (url: string, payload: object, headers: InjectOptions['headers']) =>
    app.inject({ method: 'POST', url, payload, headers });
  const asEnvironmentToken = { 'x-release-token': TOKEN };
  const history = async (remote = 'mf-catalog') =>
    releaseHistoryResponseSchema.parse(
      (
        await app.inject({
          url: `/api/releases/history/?remote=${remote}&limit=500`,
          headers: asEnvironmentToken,
        })
      ).json(),
    ).events;
  const activeVersion = async (remote: string) =>
    (await listReleases(app.db, remote)).find((release) => release.isActive)?.version;

  async function publish(remote: 'mf-catalog' | 'mf-content', build: string) {
    await writeBuiltRemote(root, remote, build);
    return (await app.remoteRegistry.publish(remote, { activate: false })).version;
  }

  function expectError(response: { statusCode: number; json(): unknown }, status: number) {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    return apiErrorSchema.parse(response.json());
  }

  it('records a named token, the environment’s token and a staff session by who holds them', async () => {
    const token = await createReleaseToken(app.db, {
      name: 'ci-pipeline',
      createdBy: 'cli:tester',
    });
    if (!token) throw new Error('the token was not created');
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await listReleaseTokens(app.db))[0]).toMatchObject({
      name: 'ci-pipeline',
      createdBy: 'cli:tester',
      lastUsedAt: null,
      revokedAt: null,
    });
    const start = await activeVersion('mf-catalog');
    const second = await publish('mf-catalog', 'by-the-pipeline');
    const byPipeline = await post(
      '/api/releases/activate/',
      { remote: 'mf-catalog', version: second, reason: 'nightly' },
      { 'x-release-token': token },
    );
    expect(byPipeline.statusCode, byPipeline.body).toBe(200);
    const byOwner = await post(
      '/api/releases/rollback/',
      { remote: 'mf-catalog', reason: 'pipeline owner says no' },
      asEnvironmentToken,
    );
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const byStaff = await post(
      '/api/releases/activate/',
      { remote: 'mf-catalog', version: second, reason: 'after all' },
      { authorization: `Bearer ${staff}`, origin: 'http://localhost' },
    );
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const [staffEvent, ownerEvent, pipelineEvent] = await history();
    expect(pipelineEvent).toMatchObject({
      action: 'activate',
      fromVersion: start,
      toVersion: second,
      actor: 'ci-pipeline (token)',
      reason: 'nightly',
    });
    expect(ownerEvent).toMatchObject({
      action: 'rollback',
      toVersion: start,
      actor: 'test-pipeline (RELEASE_TOKEN)',
      reason: 'pipeline owner says no',
    });
    expect(staffEvent).toMatchObject({ action: 'activate', actor: TEST_STAFF.email });
    const [listed] = await listReleaseTokens(app.db);
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('keeps only the hash of a token, and refuses a revoked one with 401', async () => {
    const token = await createReleaseToken(app.db, { name: 'laptop', createdBy: 'cli:tester' });
    if (!token) throw new Error('the token was not created');
    expect(
      await createReleaseToken(app.db, { name: 'laptop', createdBy: 'cli:x' }),
    ).toBeUndefined();
    const { rows } = await sql<Record<string, unknown>>`
      select * from release_tokens where name = 'laptop'
    `.execute(app.db);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const read = () => app.inject({ url: '/api/releases/', headers: { 'x-release-token': token } });
    expect((await read()).statusCode).toBe(200);
    expect(await revokeReleaseToken(app.db, 'laptop')).toBe(true);
    expect(await revokeReleaseToken(app.db, 'laptop')).toBe(false);
    expect(expectError(await read(), 401).code).toBe('RELEASE_TOKEN_INVALID');
    const write = await post(
      '/api/releases/rollback/',
      { remote: 'mf-catalog' },
      { 'x-release-token': token },
    );
    expect(expectError(write, 401).code).toBe('RELEASE_TOKEN_INVALID');
    const revoked = (await listReleaseTokens(app.db)).find((row) => row.name === 'laptop');
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses force without a reason with 400 naming reason, changing nothing', async () => {
    const catalog = await activeVersion('mf-catalog');
    const content = await activeVersion('mf-content');
    const other = await publish('mf-catalog', 'forced-without-reason');
    const before = (await history()).length;
    const requests: [string, object][] = [
      ['/api/releases/activate/', { remote: 'mf-catalog', version: other, force: true }],
      [
        '/api/releases/activate/',
        { remote: 'mf-catalog', version: other, force: true, reason: '  ' },
      ],
      ['/api/releases/rollback/', { remote: 'mf-catalog', force: true }],
      [
        '/api/releases/sets/',
        { releases: [{ remote: 'mf-catalog', version: other }], force: true, reason: '' },
      ],
      // Refused before the set is even looked up.
      ['/api/releases/sets/rollback/', { set: 1, force: true }],
    ];
    for (const [url, body] of requests) {
      const refused = expectError(await post(url, body, asEnvironmentToken), 400);
      expect(refused.code, url).toBe('VALIDATION_FAILED');
      expect(
        refused.fields?.map((field) => field.field),
        url,
      ).toEqual(['reason']);
    }
    expect(await activeVersion('mf-catalog')).toBe(catalog);
    expect(await activeVersion('mf-content')).toBe(content);
    expect(await history()).toHaveLength(before);
  });

  it('refuses a set’s rollback after a later single-remote activation, unless forced with a reason', async () => {
    const start = {
      catalog: await activeVersion('mf-catalog'),
      content: await activeVersion('mf-content'),
    };
    const catalog = await publish('mf-catalog', 'set-member');
    const content = await publish('mf-content', 'set-member');
    const activated = await post(
      '/api/releases/sets/',
      {
        releases: [
          { remote: 'mf-catalog', version: catalog },
          { remote: 'mf-content', version: content },
        ],
        reason: 'together',
      },
      asEnvironmentToken,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    const { set } = releaseSetResponseSchema.parse(activated.json());
    const hotfix = await publish('mf-catalog', 'hotfix');
    const fixed = await post(
      '/api/releases/activate/',
      { remote: 'mf-catalog', version: hotfix, reason: 'hotfix' },
      { authorization: `Bearer ${staff}`, origin: 'http://localhost' },
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    const before = (await history()).length;

    const refused = expectError(
      await post('/api/releases/sets/rollback/', { set: set.id }, asEnvironmentToken),
      409,
    );
    expect(refused.code).toBe('RELEASE_SET_CHANGED');
    expect(refused.message).toContain(`mf-catalog is on ${hotfix} now`);
    expect(refused.message).not.toContain('mf-content');
    expect(refused.fields).toEqual([
      { field: 'mf-catalog', message: `is on ${hotfix} now, not the set's ${catalog}` },
    ]);
    expect(await activeVersion('mf-catalog')).toBe(hotfix);
    expect(await activeVersion('mf-content')).toBe(content);
    expect(await history()).toHaveLength(before);

    const forced = await post(
      '/api/releases/sets/rollback/',
      { set: set.id, force: true, reason: 'the hotfix goes with the set' },
      asEnvironmentToken,
    );
    expect(forced.statusCode, forced.body).toBe(200);
    const rolledBack = releaseSetResponseSchema.parse(forced.json()).set;
    expect(rolledBack).toMatchObject({
      rollbackOf: set.id,
      actor: 'test-pipeline (RELEASE_TOKEN)',
      reason: 'the hotfix goes with the set',
    });
    expect(await activeVersion('mf-catalog')).toBe(start.catalog);
    expect(await activeVersion('mf-content')).toBe(start.content);
    const [catalogEvent] = await history('mf-catalog');
    expect(catalogEvent).toMatchObject({
      action: 'rollback',
      fromVersion: hotfix,
      toVersion: start.catalog,
      actor: 'test-pipeline (RELEASE_TOKEN)',
      reason: 'the hotfix goes with the set',
      forced: true,
      problems: [],
    });
    const [contentEvent] = await history('mf-content');
    expect(contentEvent).toMatchObject({
      action: 'rollback',
      fromVersion: content,
      toVersion: start.content,
      forced: false,
    });
  });
});
