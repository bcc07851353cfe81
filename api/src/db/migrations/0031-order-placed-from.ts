import type { Kysely } from 'kysely';

/**
 * Where an order was placed from, as a keyed hash of the address (never the address): the
 * unpaid orders one address holds at a time are bounded, so no one address holds the stock
 * hostage with new email addresses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('placed_from', 'text').execute();
  await db.schema
    .createIndex('orders_placed_from_created_at')
    .on('orders')
    .columns(['placed_from', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_placed_from_created_at').execute();
  await db.schema.alterTable('orders').dropColumn('placed_from').execute();
}
