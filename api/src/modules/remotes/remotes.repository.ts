import type { ReleaseAction, ReleaseProblem } from '@shop/shared-contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type RemoteTables, withRemoteTables } from './remotes.table.js';

/** A published release as the api uses it. */
export interface RemoteReleaseRow {
  readonly remote: string;
  readonly version: string;
  readonly entryFile: string;
  readonly publishedAt: Date;
  readonly isActive: boolean;
  readonly contractsVersion: string | null;
  /** Absolute URL of the folder browsers load it from; null when served by this api. */
  readonly baseUrl: string | null;
  readonly gitSha: string | null;
  readonly builtAt: Date | null;
}

/** A release with its manifest (for the gate) and the hash of its files. */
export interface RemoteReleaseWithManifest extends RemoteReleaseRow {
  readonly manifest: unknown;
  readonly contentHash: string | null;
}

/** Who does something to a release, and why; written to the audit trail with it. */
export interface ReleaseActor {
  readonly actor: string;
  readonly reason?: string | undefined;
}

/** One entry of the audit trail. */
export interface ReleaseEventRow {
  readonly id: number;
  readonly at: Date;
  readonly remote: string;
  readonly action: ReleaseAction;
  readonly fromVersion: string | null;
  readonly toVersion: string | null;
  readonly actor: string;
  readonly reason: string | null;
  readonly forced: boolean;
  readonly problems: ReleaseProblem[];
  readonly contractsVersion: string | null;
}

const COLUMNS = [
  'remote',
  'version',
  'entry_file as entryFile',
  'published_at as publishedAt',
  'is_active as isActive',
  'contracts_version as contractsVersion',
  'base_url as baseUrl',
  'git_sha as gitSha',
  'built_at as builtAt',
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

/** The other origins' folders releases are served from (issue 14 point 7), each once. */
export async function listBaseUrls(db: Kysely<Database>): Promise<string[]> {
  const rows = await withRemoteTables(db)
    .selectFrom('remote_releases')
    .select('base_url')
    .distinct()
    .where('base_url', 'is not', null)
    .execute();
  return rows.flatMap((row) => row.base_url ?? []);
}

/** One release with its stored manifest; undefined when it was never published. */
export function findRelease(
  db: Kysely<Database>,
  remote: string,
  version: string,
): Promise<RemoteReleaseWithManifest | undefined> {
  return withRemoteTables(db)
    .selectFrom('remote_releases')
    .select([...COLUMNS, 'manifest', 'content_hash as contentHash'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
}

export interface NewRelease {
  readonly remote: string;
  readonly version: string;
  readonly entryFile: string;
  readonly manifest: unknown;
  readonly contractsVersion: string | null;
  readonly contentHash: string;
  readonly gitSha?: string | null | undefined;
  readonly builtAt?: Date | null | undefined;
  readonly baseUrl?: string | null | undefined;
}

/**
 * Registers a release and its `publish` event, unless that version is already known
 * (publishing the same build again is idempotent). True when it was new.
 */
export function insertRelease(
  db: Kysely<Database>,
  release: NewRelease,
  by: ReleaseActor,
): Promise<boolean> {
  return withRemoteTables(db)
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto('remote_releases')
        .values({
          remote: release.remote,
          version: release.version,
          entry_file: release.entryFile,
          manifest: JSON.stringify(release.manifest),
          contracts_version: release.contractsVersion,
          content_hash: release.contentHash,
          git_sha: release.gitSha ?? null,
          built_at: release.builtAt ?? null,
          base_url: release.baseUrl ?? null,
        })
        .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
        .returning('version')
        .executeTakeFirst();
      if (!inserted) return false;
      await recordEvent(trx, {
        remote: release.remote,
        action: 'publish',
        fromVersion: null,
        toVersion: release.version,
        contractsVersion: release.contractsVersion,
        by,
      });
      return true;
    });
}

export interface Activation {
  readonly remote: string;
  readonly version: string;
  readonly action: 'activate' | 'rollback';
  readonly by: ReleaseActor;
  /** The gate's problems when `force` overrode them; empty otherwise. */
  readonly overridden: readonly ReleaseProblem[];
}

/**
 * Makes `version` the one active release of `remote` and records the event, in one
 * transaction (the remote's rows locked, so two activations queue). Answers the version active
 * before, or undefined when that release is unknown.
 */
export function activateRelease(
  db: Kysely<Database>,
  activation: Activation,
): Promise<{ previousVersion: string | null } | undefined> {
  const { remote, version } = activation;
  return withRemoteTables(db)
    .transaction()
    .execute(async (trx) => {
      const rows = await lockReleases(trx, remote);
      const target = rows.find((row) => row.version === version);
      if (!target) return undefined;
      const previousVersion = rows.find((row) => row.isActive)?.version ?? null;
      if (previousVersion === version) return { previousVersion };
      await switchActive(trx, remote, version);
      await recordEvent(trx, {
        remote,
        action: activation.action,
        fromVersion: previousVersion,
        toVersion: version,
        contractsVersion: target.contractsVersion,
        by: activation.by,
        overridden: activation.overridden,
      });
      return { previousVersion };
    });
}

/**
 * The version to roll `remote` back to: the one that was active before the current version's
 * latest activation (rollbacks are not counted, so repeated rollbacks walk further back).
 */
export function versionBeforeCurrent(db: Kysely<Database>, remote: string) {
  return versionBeforeCurrentIn(withRemoteTables(db), remote);
}

async function versionBeforeCurrentIn(
  tables: Kysely<Database & RemoteTables>,
  remote: string,
): Promise<string | null> {
  const current = await tables
    .selectFrom('remote_releases')
    .select('version')
    .where('remote', '=', remote)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!current) return null;
  const activation = await tables
    .selectFrom('remote_release_events')
    .select('from_version as fromVersion')
    .where('remote', '=', remote)
    .where('action', '=', 'activate')
    .where('to_version', '=', current.version)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return activation?.fromVersion ?? null;
}

/** The audit trail, newest first. */
export function listEvents(
  db: Kysely<Database>,
  { remote, limit }: { remote?: string | undefined; limit: number },
): Promise<ReleaseEventRow[]> {
  let query = withRemoteTables(db)
    .selectFrom('remote_release_events')
    .select([
      'id',
      'at',
      'remote',
      'action',
      'from_version as fromVersion',
      'to_version as toVersion',
      'actor',
      'reason',
      'forced',
      'problems',
      'contracts_version as contractsVersion',
    ]);
  if (remote) query = query.where('remote', '=', remote);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** A remote's releases, newest first, locked until the caller's transaction ends. */
function lockReleases(trx: Transaction<Database & RemoteTables>, remote: string) {
  return trx
    .selectFrom('remote_releases')
    .select(['version', 'is_active as isActive', 'contracts_version as contractsVersion'])
    .where('remote', '=', remote)
    .orderBy('published_at', 'desc')
    .orderBy('version', 'desc')
    .forUpdate()
    .execute();
}

/** Makes `version` the active release of `remote` inside the caller's transaction. */
export async function switchActive(
  trx: Transaction<Database & RemoteTables>,
  remote: string,
  version: string,
): Promise<void> {
  // Deactivate first: a partial unique index allows one active row per remote.
  await trx
    .updateTable('remote_releases')
    .set({ is_active: false })
    .where('remote', '=', remote)
    .where('is_active', '=', true)
    .where('version', '!=', version)
    .execute();
  await trx
    .updateTable('remote_releases')
    .set({ is_active: true })
    .where('remote', '=', remote)
    .where('version', '=', version)
    .execute();
}

/** Writes one event of the audit trail inside the caller's transaction. */
export async function recordEvent(
  trx: Transaction<Database & RemoteTables>,
  event: {
    remote: string;
    action: ReleaseAction;
    fromVersion: string | null;
    toVersion: string | null;
    contractsVersion: string | null;
    by: ReleaseActor;
    overridden?: readonly ReleaseProblem[] | undefined;
    /** Forced past something other than the gate (a set's rollback past a later change). */
    forced?: boolean | undefined;
    setId?: number | undefined;
  },
): Promise<void> {
  const overridden = event.overridden ?? [];
  await trx
    .insertInto('remote_release_events')
    .values({
      remote: event.remote,
      action: event.action,
      from_version: event.fromVersion,
      to_version: event.toVersion,
      actor: event.by.actor,
      reason: event.by.reason ?? null,
      forced: overridden.length > 0 || event.forced === true,
      problems: JSON.stringify(overridden),
      contracts_version: event.contractsVersion,
      set_id: event.setId ?? null,
    })
    .execute();
}

/**
 * Deletes the releases of `remote` that are neither active, nor among the `keep` newest, nor
 * the version a rollback would return to, with a `prune` event each, in one transaction.
 * Answers the versions deleted (their files are the caller's to remove).
 */
export function pruneReleases(
  db: Kysely<Database>,
  remote: string,
  keep: number,
  by: ReleaseActor,
): Promise<string[]> {
  return withRemoteTables(db)
    .transaction()
    .execute(async (trx) => {
      const rows = await lockReleases(trx, remote);
      const rollbackTarget = await versionBeforeCurrentIn(trx, remote);
      const doomed = rows.filter(
        (row, index) => !row.isActive && index >= keep && row.version !== rollbackTarget,
      );
      if (doomed.length === 0) return [];
      await trx
        .deleteFrom('remote_releases')
        .where('remote', '=', remote)
        .where(
          'version',
          'in',
          doomed.map((row) => row.version),
        )
        .execute();
      for (const row of doomed) {
        await recordEvent(trx, {
          remote,
          action: 'prune',
          fromVersion: row.version,
          toVersion: null,
          contractsVersion: row.contractsVersion,
          by,
        });
      }
      return doomed.map((row) => row.version);
    });
}
