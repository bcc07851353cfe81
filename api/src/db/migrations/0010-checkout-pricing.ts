import { type Kysely, sql } from 'kysely';

/**
 * What checkout validation prices a cart with (issue 8, platform §7 `POST /api/checkout/`):
 * discount codes, gift cards used as payment, and the pickup points a parcel can be collected
 * from. Codes are stored upper-case; shoppers type them in any case (platform §4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code = upper(code)`))
    // Exactly one of the two: a percentage off the rows, or euro cents off the rows.
    .addColumn('percent', 'integer', (c) => c.check(sql`percent between 1 and 100`))
    .addColumn('amount', 'integer', (c) => c.check(sql`amount > 0`))
    // The rows must add up to at least this (euro cents) before the code applies.
    .addColumn('minimum_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    // Null: unlimited. Placing an order counts a use in the order's transaction.
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('discount_codes_one_kind', sql`(percent is null) <> (amount is null)`)
    .addCheckConstraint(
      'discount_codes_uses',
      sql`used_count >= 0 and (max_uses is null or used_count <= max_uses)`,
    )
    .execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code = upper(code)`))
    .addColumn('initial_value', 'integer', (c) => c.notNull().check(sql`initial_value > 0`))
    // What is left to spend, euro cents; placing an order takes from it in its transaction.
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('pickup_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_method_slug', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('pickup_points_method_idx')
    .on('pickup_points')
    .columns(['delivery_method_slug', 'country_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pickup_points').ifExists().execute();
  await db.schema.dropTable('gift_cards').ifExists().execute();
  await db.schema.dropTable('discount_codes').ifExists().execute();
}
