import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withAttemptTables } from './attempts.table.js';

type Db = Kysely<Database>;

/** At most `max` attempts of one key in a window of `windowMs`. */
export interface AttemptLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** One counted attempt: its number in the window and the seconds the window has left. */
export interface CountedAttempt {
  readonly number: number;
  readonly secondsLeft: number;
}

/**
 * Counts one attempt of the key in a single upsert, so parallel requests (in any number of
 * processes) each get their own number and none slips past the limit. An ended window starts
 * anew; the attempt that reaches `max` restarts the window, so a key that used its attempts
 * waits a whole window after the last one. Times are the database's, one clock for every
 * process. Numbers stop at `max + 1`.
 */
export async function countAttempt(
  db: Db,
  key: string,
  limit: AttemptLimit,
): Promise<CountedAttempt> {
  const newWindowEnd = sql<Date>`now() + make_interval(secs => ${limit.windowMs / 1000})`;
  const row = await withAttemptTables(db)
    .insertInto('attempt_counters')
    .values({ key, attempts: 1, window_ends_at: newWindowEnd })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        attempts: sql<number>`case
          when attempt_counters.window_ends_at <= now() then 1
          else least(attempt_counters.attempts + 1, ${limit.max + 1}) end`,
        window_ends_at: sql<Date>`case
          when attempt_counters.window_ends_at <= now()
            or attempt_counters.attempts + 1 = ${limit.max} then excluded.window_ends_at
          else attempt_counters.window_ends_at end`,
      }),
    )
    .returning([
      'attempts',
      sql<number>`cast(ceil(extract(epoch from window_ends_at - now())) as integer)`.as(
        'seconds_left',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { number: row.attempts, secondsLeft: row.seconds_left };
}

/** The attempts of the key in its window now (none once the window has ended). */
export async function readAttempts(db: Db, key: string): Promise<CountedAttempt> {
  const row = await withAttemptTables(db)
    .selectFrom('attempt_counters')
    .select([
      'attempts',
      sql<number>`cast(ceil(extract(epoch from window_ends_at - now())) as integer)`.as(
        'seconds_left',
      ),
    ])
    .where('key', '=', key)
    .where('window_ends_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return { number: row?.attempts ?? 0, secondsLeft: row?.seconds_left ?? 0 };
}

/** Takes back one counted attempt of the key (one that turned out not to count). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await withAttemptTables(db)
    .updateTable('attempt_counters')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('key', '=', key)
    .where('attempts', '>', 0)
    .execute();
}

/** Forgets the key's attempts (a successful login starts afresh). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await withAttemptTables(db).deleteFrom('attempt_counters').where('key', '=', key).execute();
}

/** Deletes the counters whose window has ended (they count as none); returns how many. */
export async function deleteEndedAttempts(db: Db): Promise<number> {
  const result = await withAttemptTables(db)
    .deleteFrom('attempt_counters')
    .where('window_ends_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
