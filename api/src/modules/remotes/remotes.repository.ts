import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRemoteTables } from './remotes.table.js';

/** A published release as the api uses it. */
export interface RemoteReleaseRow {
  readonly remote: string;
  readonly version: string;
  readonly entryFile: string;
  readonly publishedAt: Date;
  readonly isActive: boolean;
}

const COLUMNS = [
  'remote',
  'version',
  'entry_file as entryFile',
  'published_at as publishedAt',
  'is_active as isActive',
] as const;

/** All releases, newest first; only one remote's when `remote` is given. */
export function listReleases(db: Kysely<Database>, remote?: string): Promise<RemoteReleaseRow[]> {
  let query = withRemoteTables(db).selectFrom('remote_releases').select(COLUMNS);
  if (remote) query = query.where('remote', '=', remote);
  return query.orderBy('remote').orderBy('published_at', 'desc').execute();
}

export function listActiveReleases(db: Kysely<Database>): Promise<RemoteReleaseRow[]> {
  return withRemoteTables(db)
    .selectFrom('remote_releases')
    .select(COLUMNS)
    .where('is_active', '=', true)
    .orderBy('remote')
    .execute();
}

/** Registers a release unless that version is already known (publishing is idempotent). */
export async function insertRelease(
  db: Kysely<Database>,
  release: { remote: string; version: string; entryFile: string },
): Promise<void> {
  await withRemoteTables(db)
    .insertInto('remote_releases')
    .values({ remote: release.remote, version: release.version, entry_file: release.entryFile })
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
    .execute();
}

/** Makes `version` the one active release of `remote`; false when that release is unknown. */
export function activateRelease(
  db: Kysely<Database>,
  remote: string,
  version: string,
): Promise<boolean> {
  return withRemoteTables(db)
    .transaction()
    .execute(async (trx) => {
      const release = await trx
        .selectFrom('remote_releases')
        .select('version')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .forUpdate()
        .executeTakeFirst();
      if (!release) return false;
      // Deactivate first: a partial unique index allows one active row per remote.
      await trx
        .updateTable('remote_releases')
        .set({ is_active: false })
        .where('remote', '=', remote)
        .where('is_active', '=', true)
        .execute();
      await trx
        .updateTable('remote_releases')
        .set({ is_active: true })
        .where('remote', '=', remote)
        .where('version', '=', version)
        .execute();
      return true;
    });
}
