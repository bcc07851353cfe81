import { type Kysely, sql } from 'kysely';

/**
 * What an order keeps of its checkout (issue 8): the discount code and discount, repacking,
 * gift cards that paid part of it, the gift-campaign code it redeemed, the special request,
 * delivery splitting, the seller fields, and which lines belong to a bundle. Gift card
 * payments are rows of their own so a cancelled payment can give each card its amount back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('discount_code', 'text')
    .addColumn('discount_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('repack_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_card_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_campaign_code', 'text')
    .addColumn('special_request', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('part_delivery', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seller_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('order_lines').addColumn('bundle_id', 'text').execute();
  await db.schema
    .createTable('order_gift_card_payments')
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // Set when a failed, cancelled or abandoned payment gave the amount back to the card.
    .addColumn('returned_at', 'timestamptz')
    .addPrimaryKeyConstraint('order_gift_card_payments_pk', ['order_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_gift_card_payments').ifExists().execute();
  await db.schema.alterTable('order_lines').dropColumn('bundle_id').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('discount_code')
    .dropColumn('discount_total')
    .dropColumn('repack_total')
    .dropColumn('gift_card_total')
    .dropColumn('gift_campaign_code')
    .dropColumn('special_request')
    .dropColumn('part_delivery')
    .dropColumn('seller_name')
    .dropColumn('seller_number')
    .execute();
}
