import { type Kysely, sql } from 'kysely';

/**
 * What a reset keeps: the remote registry with its release history and sets (deployments and
 * their audit trail, not demo data), the release tokens pipelines and people deploy with, the
 * server's secrets (a migration made them; links signed with them keep working), the
 * catalogue's change log (its ids go on, so a running api sees the new catalogue as a new
 * version; the emptied tables add their changes to it) and the migrations' own bookkeeping.
 */
const KEPT_ON_RESET: readonly string[] = [
  'remote_releases',
  'remote_release_events',
  'remote_release_sets',
  'release_tokens',
  'account_secrets',
  'catalogue_changes',
];

/**
 * Empties every other table of the shop's schema in one statement (identities restarted), so
 * the catalogue, content, customers and orders can be seeded afresh while the schema and the
 * release registry stay as they are. Answers the tables it emptied.
 */
export async function clearShopData<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
  `.execute(db);
  const tables = rows
    .map((row) => row.name)
    .filter((name) => !KEPT_ON_RESET.includes(name) && !name.startsWith('kysely_'))
    .sort();
  if (tables.length > 0) {
    await sql`truncate table ${sql.join(tables.map((name) => sql.table(name)))} restart identity`.execute(
      db,
    );
  }
  return tables;
}
