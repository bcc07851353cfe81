import type { Kysely } from 'kysely';

/**
 * Money in the market currency (docs/decisions/0023-money-in-the-market-currency.md): an order
 * keeps the priced summary it was placed with, the receipt every page and e-mail shows, and a
 * payment session the currency it charges in. Older orders have no summary; theirs is rebuilt
 * from their rows when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('summary', 'jsonb').execute();
  await db.schema
    .alterTable('payment_sessions')
    .addColumn('currency_code', 'text', (c) => c.notNull().defaultTo('EUR'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_sessions').dropColumn('currency_code').execute();
  await db.schema.alterTable('orders').dropColumn('summary').execute();
}
