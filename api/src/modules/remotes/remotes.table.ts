import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** `remote_releases` (migration 0000): one row per published release of a remote. */
// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
export type RemoteReleasesTable = {
  remote: string;
  version: string;
  /** Path of the remote entry script inside the release directory. */
  entry_file: string;
  published_at: ColumnType<Date, Date | undefined, never>;
  is_active: Generated<boolean>;
};

export type RemoteTables = {
  remote_releases: RemoteReleasesTable;
};

/** The registry table lives beside the catalogue schema, so add it to the query builder's view. */
export function withRemoteTables(db: Kysely<Database>) {
  return db.withTables<RemoteTables>();
}
