import { type Kysely, sql } from 'kysely';

/**
 * What the product cards, list facets and their labels are read from (issue 10: a cached list
 * is read again only when one of them changed). Writes to these tables come from the seed and
 * imports; at run time only stock changes.
 */
const CATALOGUE_TABLES = [
  'campaign_models',
  'colors',
  'manufacturers',
  'model_properties',
  'prices',
  'product_groups',
  'product_images',
  'product_model_groups',
  'product_models',
  'properties',
  'property_types',
  'stores',
  'tax_rates',
  'variants',
] as const;

/**
 * A row in `catalogue_changes` for each statement that wrote to the catalogue, and for each
 * stock row whose "in stock at this store" changed (a card lists the stores that have it; an
 * order that leaves stock above zero changes no card). Inserted in the writing transaction, so
 * a change is seen with its data, and never updated, so concurrent orders do not wait on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function note_catalogue_change() returns trigger language plpgsql as $$
    begin
      insert into catalogue_changes default values;
      return null;
    end
    $$
  `.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_catalogue_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function note_catalogue_change()
    `.execute(db);
  }
  await sql`
    create trigger stock_catalogue_change
    after insert or delete or truncate on stock
    for each statement execute function note_catalogue_change()
  `.execute(db);
  await sql`
    create trigger stock_availability_change
    after update on stock for each row
    when (
      (old.quantity > 0 and not old.blocked) is distinct from (new.quantity > 0 and not new.blocked)
      or old.variant_id is distinct from new.variant_id
      or old.store_id is distinct from new.store_id
    )
    execute function note_catalogue_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger stock_availability_change on stock`.execute(db);
  await sql`drop trigger stock_catalogue_change on stock`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_change`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function note_catalogue_change()`.execute(db);
  await db.schema.dropTable('catalogue_changes').execute();
}
