import { type Kysely, sql } from 'kysely';

/**
 * Product page views per model and day (catalogue §7 recommendation order): a counter the
 * product page increments, which the category strategy ranks by with the recent sales. No
 * visitor is recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_view_days')
    .addColumn('model_id', 'integer', (c) =>
      c.notNull().references('product_models.id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0).check(sql`views >= 0`))
    .addPrimaryKeyConstraint('product_view_days_pk', ['model_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_view_days').ifExists().execute();
}
