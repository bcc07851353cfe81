import { type Kysely, sql } from 'kysely';

/**
 * Issue 13 point 3: a login unused for longer than the idle limit (`SESSION_IDLE_MINUTES`) is
 * refused. `last_used_at` is when the token last authenticated a request, kept to within a few
 * minutes; logins issued before this migration count as used now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('access_tokens')
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_tokens').dropColumn('last_used_at').execute();
}
