import { sql } from 'kysely';
import type { PricingTables } from '../checkout-validation/pricing.table.js';
import type { PlacementDb } from './orders.table.js';

/** `order_gift_card_payments` (migration 0013): what a gift card paid of an order. */
export type OrderGiftCardPaymentsTable = {
  order_id: number;
  code: string;
  amount: number;
  returned_at: Date | string | null;
};

export type RedemptionDb = ReturnType<typeof withRedemptionTables>;

/** The placement tables plus the discount code, gift card and gift card payment tables. */
export function withRedemptionTables(trx: PlacementDb) {
  return trx.withTables<PricingTables & { order_gift_card_payments: OrderGiftCardPaymentsTable }>();
}

/**
 * Counts one use of a discount code unless it is used up. The conditional update takes the
 * row lock, so concurrent orders with a last use left cannot both get it. True when counted.
 */
export async function useDiscountCode(trx: RedemptionDb, code: string): Promise<boolean> {
  const row = await trx
    .updateTable('discount_codes')
    .set({ used_count: sql`used_count + 1` })
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes `amount` off a gift card's balance unless less is left. True when taken. */
export async function spendGiftCard(
  trx: RedemptionDb,
  payment: { orderId: number; code: string; amount: number },
): Promise<boolean> {
  const row = await trx
    .updateTable('gift_cards')
    .set({ balance: sql`balance - ${payment.amount}` })
    .where('code', '=', payment.code)
    .where('balance', '>=', payment.amount)
    .returning('code')
    .executeTakeFirst();
  if (!row) return false;
  await trx
    .insertInto('order_gift_card_payments')
    .values({ order_id: payment.orderId, code: payment.code, amount: payment.amount })
    .execute();
  return true;
}

/** Marks a gift-campaign code redeemed unless it already is. True when this call redeemed it. */
export async function redeemGiftCampaignCode(
  trx: PlacementDb,
  code: string,
  now: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('gift_campaign_codes')
    .set({ redeemed_at: now })
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .where('redeemed_at', 'is', null)
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives back what an unpaid order took when its payment fails, is cancelled or expires: each
 * gift card's amount (once: the payment row is marked returned) and the discount code's use.
 */
export async function returnRedemptions(
  trx: RedemptionDb,
  order: { id: number; discount_code: string | null },
  now: Date,
): Promise<void> {
  const payments = await trx
    .updateTable('order_gift_card_payments')
    .set({ returned_at: now })
    .where('order_id', '=', order.id)
    .where('returned_at', 'is', null)
    .returning(['code', 'amount'])
    .execute();
  for (const payment of payments) {
    await trx
      .updateTable('gift_cards')
      .set({ balance: sql`balance + ${payment.amount}` })
      .where('code', '=', payment.code)
      .execute();
  }
  if (order.discount_code !== null) {
    await trx
      .updateTable('discount_codes')
      .set({ used_count: sql`used_count - 1` })
      .where('code', '=', order.discount_code)
      .where('used_count', '>', 0)
      .execute();
  }
}
