import { type Kysely, sql } from 'kysely';

/** The remote registry: every published release of a remote, at most one active per remote. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_releases')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('entry_file', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('remote_releases_pkey', ['remote', 'version'])
    .execute();
  await db.schema
    .createIndex('remote_releases_one_active')
    .on('remote_releases')
    .column('remote')
    .unique()
    .where(sql.ref('is_active'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_releases').execute();
}
