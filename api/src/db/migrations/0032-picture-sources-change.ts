import { type Kysely, sql } from 'kysely';

/**
 * The content tables that name pictures change the catalogue's version too (migration 0028):
 * the media route draws only the pictures some row names (src/modules/media/picture-names.ts)
 * and reads those names again when the version moves, so a new banner's or blog post's picture
 * is drawn without a restart. These tables are written by the seed and imports only.
 */
const PICTURE_TABLES = [
  'banners',
  'bloggers',
  'blog_posts',
  'campaigns',
  'experiences',
  'gift_campaign_categories',
  'size_tables',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PICTURE_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_catalogue_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function note_catalogue_change()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PICTURE_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_change`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
}
