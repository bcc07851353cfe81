import { type Kysely, sql } from 'kysely';

/**
 * Issue 14: the release history. A release keeps its manifest (what the gate reads: the
 * contracts version, the shared singletons' ranges, the exposed keys), the hash of all its files
 * (the same version uploaded with other content is refused) and where it came from;
 * every publish, activation, rollback and prune is an event of the audit trail, with who did it,
 * from which version to which, why, and whether the gate was overridden.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('remote_releases')
    .addColumn('manifest', 'jsonb')
    .addColumn('content_hash', 'text')
    .addColumn('contracts_version', 'text')
    .addColumn('git_sha', 'text')
    .addColumn('built_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('remote_release_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('publish', 'activate', 'rollback', 'prune')`),
    )
    .addColumn('from_version', 'text')
    .addColumn('to_version', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('forced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('contracts_version', 'text')
    .execute();
  await db.schema
    .createIndex('remote_release_events_remote_at')
    .on('remote_release_events')
    .columns(['remote', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_release_events').ifExists().execute();
  await db.schema
    .alterTable('remote_releases')
    .dropColumn('built_at')
    .dropColumn('git_sha')
    .dropColumn('contracts_version')
    .dropColumn('manifest')
    .dropColumn('content_hash')
    .execute();
}
