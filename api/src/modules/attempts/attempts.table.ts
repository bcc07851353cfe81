import type { Kysely } from 'kysely';
import type { Database, Timestamp } from '../../db/schema.js';

// A type alias, not an interface: `withTables` wants tables that have an index signature.
/**
 * `attempt_counters` (migration 0021): how many attempts one key (a kind and a hash, such as a
 * login email's) made in the window that ends at `window_ends_at`.
 */
export type AttemptCountersTable = {
  key: string;
  attempts: number;
  window_ends_at: Timestamp;
};

export type AttemptTables = { attempt_counters: AttemptCountersTable };

/** The counters beside the catalogue schema on the query builder. */
export function withAttemptTables(db: Kysely<Database>) {
  return db.withTables<AttemptTables>();
}
