import type { Kysely } from 'kysely';

/**
 * Gift cards bought in the shop (catalogue §3 gift card order): one row per card an order
 * buys, with its face value and recipient; when the order is paid the card is issued (a code
 * in `gift_cards` with the value as its balance) and the row names it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_gift_card_purchases')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    // Euro cents: the face value, which becomes the card's balance.
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gift_card_code', 'text', (c) => c.references('gift_cards.code'))
    .addColumn('issued_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('order_gift_card_purchases_order_idx')
    .on('order_gift_card_purchases')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_gift_card_purchases').ifExists().execute();
}
