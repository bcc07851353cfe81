import { access, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  apiErrorSchema,
  releaseHistoryResponseSchema,
  releaseUploadResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  packReleaseArchive,
  RELEASE_ARCHIVE_LIMITS,
} from '../src/modules/remotes/release-archive.js';
import { listReleases } from '../src/modules/remotes/remotes.repository.js';
import { withRemoteTables } from '../src/modules/remotes/remotes.table.js';
import { filesOf, writeBuiltRemote } from './support/fixture-shop.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, TEST_STAFF, testBackends, testReleaseToken } from './support/test-app.js';

const TOKEN = 'release-token-for-the-upload-tests-0123456789';

describe.each(testBackends())('uploading a release on %s (issue 14)', (backend) => {
  let app: FastifyInstance;
  let root: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, root, close } = await startTestApp(backend, { releaseToken: testReleaseToken(TOKEN) }));
  });
  afterAll(() => close?.());

  /** A build of mf-catalog in its own folder (not the shop's), packed as the CLI packs it. */
  async function buildArchive(build: string, change?: (dist: string) => Promise<void>) {
    const workspace = path.join(root, 'uploads-src', build);
    await writeBuiltRemote(workspace, 'mf-catalog', build);
    const dist = path.join(workspace, 'mf-catalog', 'dist');
    await change?.(dist);
    return { dist, archive: await packReleaseArchive(dist, await filesOf(dist)) };
  }

  function upload(archive: Buffer, { token = TOKEN, query = '' } = {}) {
    return app.inject({
      method: 'POST',
      url: `/api/releases/mf-catalog/${query}`,
      headers: { 'content-type': 'application/gzip', 'x-release-token': token },
      payload: archive,
    });
  }

  function expectArchiveRefused(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.fields?.map((field) => field.field)).toEqual(['archive']);
    return body.fields?.[0]?.message ?? '';
  }

  it('publishes an uploaded build without activating it, immutably and idempotently', async () => {
    const { archive } = await buildArchive('uploaded');
    const first = await upload(archive, {
      query: '?gitSha=0123abcd&builtAt=2026-11-27T08:00:00.000Z',
    });
    expect(first.statusCode, first.body).toBe(201);
    const release = releaseUploadResponseSchema.parse(first.json());
    expect(release).toMatchObject({ remote: 'mf-catalog', created: true, problems: [] });
    expect(release.version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    const entry = await app.inject(`/remotes/mf-catalog/${release.version}/remoteEntry.js`);
    expect(entry.body).toContain('entry uploaded');
    const registry = (await app.inject('/remotes.json')).json();
    expect(registry.remotes['mf-catalog'].version).not.toBe(release.version);

    const again = await upload(archive);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: release.version, created: false });
    const history = releaseHistoryResponseSchema.parse(
      (
        await app.inject({
          url: '/api/releases/history/?remote=mf-catalog',
          headers: { 'x-release-token': TOKEN },
        })
      ).json(),
    );
    const publishes = history.events.filter((event) => event.toVersion === release.version);
    expect(publishes.map((event) => [event.action, event.actor])).toEqual([
      ['publish', 'test-pipeline (RELEASE_TOKEN)'],
    ]);
  });

  it('gives changed files a new version and refuses a known version with other files', async () => {
    const { archive } = await buildArchive('conflict');
    const first = releaseUploadResponseSchema.parse((await upload(archive)).json());
    // The chunk changes, the manifest does not: the version follows every file.
    const { archive: changed } = await buildArchive('conflict', (dist) =>
      writeFile(path.join(dist, 'static', 'js', 'async', '100.abcdef12.js'), '/* other */'),
    );
    const second = await upload(changed);
    expect(second.statusCode).toBe(201);
    expect(releaseUploadResponseSchema.parse(second.json()).version).not.toBe(first.version);
    // A version the registry knows with other files (published under an earlier rule).
    await withRemoteTables(app.db)
      .updateTable('remote_releases')
      .set({ content_hash: '0'.repeat(64) })
      .where('remote', '=', 'mf-catalog')
      .where('version', '=', first.version)
      .execute();
    const refused = await upload(archive);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('RELEASE_VERSION_CONFLICT');
  });

  it('refuses paths leaving the folder, links and files a build does not write', async () => {
    const traversal = path.join(root, 'uploads-src', 'traversal');
    await mkdir(path.join(traversal, 'dist'), { recursive: true });
    await writeFile(path.join(traversal, 'evil.js'), 'alert(1)');
    await writeFile(path.join(traversal, 'dist', 'mf-manifest.json'), '{}');
    const escaping: Buffer[] = [];
    for await (const chunk of tar.c(
      { gzip: true, cwd: path.join(traversal, 'dist'), preservePaths: true },
      ['mf-manifest.json', '../evil.js'],
    )) {
      escaping.push(Buffer.from(chunk));
    }
    expect(expectArchiveRefused(await upload(Buffer.concat(escaping)))).toContain(
      '../evil.js leaves the release folder',
    );

    const { archive: linked } = await buildArchive('linked', (dist) =>
      symlink('/etc/passwd', path.join(dist, 'static', 'js', 'passwd.js')),
    );
    expect(expectArchiveRefused(await upload(linked))).toContain('is a SymbolicLink');

    const { archive: script } = await buildArchive('script', (dist) =>
      writeFile(path.join(dist, 'deploy.sh'), 'rm -rf /'),
    );
    expect(expectArchiveRefused(await upload(script))).toContain(
      'deploy.sh is not a file a build writes',
    );
  });

  it('refuses what is not a remote’s build: no archive, a bad manifest, another remote', async () => {
    expect(expectArchiveRefused(await upload(Buffer.from('not an archive at all')))).toContain(
      'is not a gzipped tar archive',
    );
    const { archive: badManifest } = await buildArchive('bad-manifest', (dist) =>
      writeFile(path.join(dist, 'mf-manifest.json'), '{ nope'),
    );
    expect(expectArchiveRefused(await upload(badManifest))).toBe('mf-manifest.json is not JSON');
    const other = path.join(root, 'uploads-src', 'other');
    await writeBuiltRemote(other, 'mf-content', 'other');
    const dist = path.join(other, 'mf-content', 'dist');
    const wrongRemote = await packReleaseArchive(dist, await filesOf(dist));
    expect(expectArchiveRefused(await upload(wrongRemote))).toContain(
      'the manifest of mf_content, not mf_catalog',
    );
    const badQuery = apiErrorSchema.parse(
      (await upload(wrongRemote, { query: '?gitSha=xyz' })).json(),
    );
    expect(badQuery.fields?.map((field) => field.field)).toEqual(['gitSha']);
  });

  it('refuses an archive over the size limit and a caller without the token before reading it', async () => {
    const tooLarge = await upload(Buffer.alloc(RELEASE_ARCHIVE_LIMITS.archiveBytesMax + 1));
    expect(tooLarge.statusCode).toBe(413);
    const { archive } = await buildArchive('no-token');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/releases/mf-catalog/',
      headers: { 'content-type': 'application/gzip' },
      payload: archive,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(archive, { token: `${TOKEN}-wrong` })).statusCode).toBe(401);
  });
  it('publishes only for a deploy right: a staff member cannot bring code the api runs', async () => {
    // A server build that writes a file as the api's process the moment it is evaluated.
    const marker = path.join(root, 'escaped-from-a-release');
    const { archive } = await buildArchive('from-staff', async (dist) => {
      await mkdir(path.join(dist, 'ssr'), { recursive: true });
      await writeFile(
        path.join(dist, 'ssr', 'CatalogPage.cjs'),
        `globalThis.process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x');`,
      );
    });
    const before = (await listReleases(app.db, 'mf-catalog')).length;
    const staff = await demoLoginToken(app, TEST_STAFF.email);
    const asStaff = await app.inject({
      method: 'POST',
      url: '/api/releases/mf-catalog/',
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${staff}` },
      payload: archive,
    });
    expect(asStaff.statusCode).toBe(403);
    expect(apiErrorSchema.parse(asStaff.json()).code).toBe('DEPLOY_RIGHT_REQUIRED');
    expect(await listReleases(app.db, 'mf-catalog')).toHaveLength(before);
    await app.inject({ url: '/en/catalog/', headers: { accept: 'text/html' } });
    await expect(access(marker)).rejects.toThrow();

    // An admin holds the deploy right, as a release token's holder does.
    const admin = await demoLoginToken(app, 'admin@example.com');
    const { archive: fine } = await buildArchive('from-admin');
    const asAdmin = await app.inject({
      method: 'POST',
      url: '/api/releases/mf-catalog/',
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${admin}` },
      payload: fine,
    });
    expect(asAdmin.statusCode, asAdmin.body).toBe(201);
  });
});
