import { type Kysely, sql } from 'kysely';

/**
 * The product groups' links change the catalogue's version too (migration 0028): the resources
 * every page reads (platform §3) list them with the groups, and are kept until the version moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger product_group_links_catalogue_change
    after insert or update or delete or truncate on product_group_links
    for each statement execute function note_catalogue_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_group_links_catalogue_change on product_group_links`.execute(db);
}
