import type { Kysely } from 'kysely';

/**
 * Issue 14 point 7: a release may be served from another origin (a CDN). Its files are still
 * uploaded here (the gate reads its manifest, the server renderer its server build); browsers
 * load it from `base_url`, the absolute URL of the folder holding its `mf-manifest.json`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_releases').addColumn('base_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('remote_releases').dropColumn('base_url').execute();
}
