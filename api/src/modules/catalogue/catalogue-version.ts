import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addPeriodicSweep } from '../../lib/periodic-sweep.js';
import { createMemo } from './product-list.cache.js';

/** How often the change log is cut back to its newest row. */
const PRUNE_EVERY_MS = 24 * 60 * 60_000;

/**
 * The catalogue's version (migration 0028): how many changes the log holds and the newest one.
 * It differs from any earlier answer once a write to the catalogue has committed: rows are only
 * added, with ever larger ids, until the daily cut, which lowers the count. A value read before
 * a list is built is one the list is at least as new as.
 */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ count: string; newest: string | null }>`
    select count(*) as count, max(id) as newest from catalogue_changes
  `.execute(db);
  const [row] = rows;
  return `${row?.count ?? 0}:${row?.newest ?? 0}`;
}

/** Cuts the change log back to its newest row (the version changes once, and stays small). */
export async function pruneCatalogueChanges(db: Kysely<Database>): Promise<void> {
  await sql`
    delete from catalogue_changes where id < (select max(id) from catalogue_changes)
  `.execute(db);
}

/** The daily cut of the change log, in every process that serves the api. */
export function addCatalogueChangesPrune(app: FastifyInstance): void {
  addPeriodicSweep(app, {
    everyMs: PRUNE_EVERY_MS,
    failure: 'pruning the catalogue change log failed',
    task: () => pruneCatalogueChanges(app.db),
  });
}

/**
 * Values read from the catalogue, kept by key while its version is the one they were built at:
 * the version is read at every `get` (one short query), so a change is answered by the next
 * request (the resources, the group tree and a group's page data; issue 9).
 */
export function createCatalogueMemo<T>(db: Kysely<Database>, maxSize?: number) {
  return createMemo<T>({ ttlMs: 0, maxSize, version: () => readCatalogueVersion(db) });
}
