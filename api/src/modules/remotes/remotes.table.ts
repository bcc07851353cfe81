import type { ReleaseAction, ReleaseProblem } from '@shop/shared-contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** `remote_releases` (migrations 0000, 0025, 0027): one row per published release of a remote. */
// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
export type RemoteReleasesTable = {
  remote: string;
  version: string;
  /** Path of the remote entry script inside the release directory. */
  entry_file: string;
  published_at: ColumnType<Date, Date | undefined, never>;
  is_active: Generated<boolean>;
  /** The release's `mf-manifest.json` (releases published before 0025 have none). */
  manifest: ColumnType<unknown, string | null | undefined, string | null>;
  contracts_version: string | null;
  /** SHA-256 over every file's path and content (sorted); none before 0025. */
  content_hash: string | null;
  git_sha: string | null;
  built_at: Date | null;
  /**
   * Where browsers load the release from when it is not this origin (migration 0027): the
   * absolute URL of the folder holding its `mf-manifest.json`, ending in `/`.
   */
  base_url: string | null;
};

/** `remote_release_events` (migration 0025): the audit trail of releases. */
export type RemoteReleaseEventsTable = {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  remote: string;
  action: ReleaseAction;
  from_version: string | null;
  to_version: string | null;
  actor: string;
  reason: string | null;
  forced: Generated<boolean>;
  problems: ColumnType<ReleaseProblem[], string | undefined, never>;
  contracts_version: string | null;
  /** The release set the activation belongs to (migration 0026). */
  set_id: ColumnType<number | null, number | null | undefined, never>;
};

/** `remote_release_sets` (migration 0026): versions of several remotes activated as one. */
export type RemoteReleaseSetsTable = {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  actor: string;
  reason: string | null;
  /** The set a rollback set undid. */
  rollback_of: number | null;
};

/**
 * `release_tokens` (migration 0030): the named tokens the release api accepts besides the
 * environment's, kept as the SHA-256 of the token only.
 */
export type ReleaseTokensTable = {
  id: Generated<number>;
  name: string;
  /** Hex SHA-256 of the token; the token itself is shown once, when it is made. */
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Who made it: the CLI's actor (`cli:<os user>`, or `<name> (cli:<os user>)` with `--as`). */
  created_by: string;
  revoked_at: ColumnType<Date | null, never, Date>;
  last_used_at: ColumnType<Date | null, never, Date>;
};

export type RemoteTables = {
  remote_releases: RemoteReleasesTable;
  remote_release_events: RemoteReleaseEventsTable;
  remote_release_sets: RemoteReleaseSetsTable;
  release_tokens: ReleaseTokensTable;
};

/** The registry tables live beside the catalogue schema, so add them to the query builder's view. */
export function withRemoteTables(db: Kysely<Database>) {
  return db.withTables<RemoteTables>();
}
