import { type Kysely, sql } from 'kysely';

/**
 * Named release tokens (docs/decisions/0021, addendum): each deploy pipeline or person holds a
 * token of their own, so the audit trail names who acted. Only the token's SHA-256 is kept; the
 * token itself is printed once when it is made. A revoked token keeps its row, so the audit
 * trail's name stays one token's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_tokens').execute();
}
