import { type Kysely, sql } from 'kysely';

/**
 * Issue 14: release sets. Several remotes' versions activated together are one set, its
 * members' activations in the audit trail point at it, and a set's rollback is a set of its own
 * that names the set it undid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_release_sets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('rollback_of', 'integer', (c) => c.references('remote_release_sets.id'))
    .execute();
  await db.schema
    .alterTable('remote_release_events')
    .addColumn('set_id', 'integer', (c) => c.references('remote_release_sets.id'))
    .execute();
  await db.schema
    .createIndex('remote_release_events_set_id')
    .on('remote_release_events')
    .column('set_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_release_events').dropColumn('set_id').execute();
  await db.schema.dropTable('remote_release_sets').execute();
}
