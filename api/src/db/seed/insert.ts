import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';

/** Postgres allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

/** Inserts rows in batches sized by their column count. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely's generic insert types do not narrow over a table-name parameter.
    const batch = rows.slice(start, start + size) as never;
    await db.insertInto(table).values(batch).execute();
  }
}

/**
 * The seed writes explicit ids so the data is the same on every run; move each identity
 * sequence past them so later inserts get fresh ids.
 */
export async function resetIdentity(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
