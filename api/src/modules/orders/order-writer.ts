import type {
  CheckoutValidationResponse,
  checkoutFormSchema,
  FieldError,
  Language,
  PriceSummary,
} from '@shop/shared-contracts';
import { ConflictError } from '../../lib/http-errors.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import { createOutcomeToken, orderContactColumns, toOrderSlug } from '../checkout/orders.rules.js';
import { issuePurchasedGiftCards, recordGiftCardPurchases } from './gift-card-issue.js';
import { queueOrderConfirmation } from './order-emails.js';
import type { NewOrderLine, PlaceOrderBody, StockNeed } from './order-pricing.js';
import {
  findWebStock,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  insertReservations,
  nextOrderNumber,
  setPaymentState,
  takeWebStock,
} from './orders.repository.js';
import { reservationTtlMs } from './orders.rules.js';
import type { PlacementDb } from './orders.table.js';
import {
  redeemGiftCampaignCode,
  spendGiftCard,
  useDiscountCode,
  withRedemptionTables,
} from './redemptions.repository.js';

/** An order ready to write: everything the database and the checkout rules decided. */
export interface PreparedOrder {
  readonly email: string;
  readonly language: Language;
  readonly market: { code: string; taxAreaId: number; currencyCode: string; rate: string };
  readonly method: { id: number };
  readonly form: ReturnType<ReturnType<typeof checkoutFormSchema>['parse']>;
  readonly body: PlaceOrderBody;
  /** The checkout validation of the request: every price and code of the order. */
  readonly priced: CheckoutValidationResponse;
  readonly lines: readonly NewOrderLine[];
  readonly needs: readonly StockNeed[];
}

/**
 * Takes each variant's amount off the web stock, in variant order so that concurrent orders
 * lock stock rows in the same order and cannot deadlock. A variant on order (catalogue §4:
 * orderable without stock) that lacks stock is ordered from the supplier and holds nothing.
 * Any variant short of stock is a 409 naming its request field, and the transaction rolls back.
 */
async function reserveStock(trx: PlacementDb, needs: readonly StockNeed[]) {
  const reserved: { variantId: number; amount: number }[] = [];
  const short: FieldError[] = [];
  for (const need of needs) {
    if (await takeWebStock(trx, need.variantId, need.amount)) {
      reserved.push({ variantId: need.variantId, amount: need.amount });
    } else if (!need.isOnOrder) {
      const left = await findWebStock(trx, need.variantId);
      short.push({ field: need.field, message: `only ${left} in stock` });
    }
  }
  if (short.length > 0) {
    short.sort((a, b) => a.field.localeCompare(b.field));
    const summary = short.map((entry) => `${entry.field} ${entry.message}`).join('; ');
    throw new ConflictError('OUT_OF_STOCK', `Out of stock: ${summary}`, short);
  }
  return reserved;
}

const changed = (field: string, message: string) =>
  new ConflictError('CHECKOUT_CHANGED', `The checkout changed: ${field} ${message}`, [
    { field, message },
  ]);

/**
 * Uses what the checkout validation granted, in the order's transaction: the discount code's
 * use, each gift card's amount and the gift-campaign code. Whatever another order took first
 * is a 409 naming the field; the transaction then rolls back as a whole.
 */
async function redeem(trx: PlacementDb, order: PreparedOrder, orderId: number, now: Date) {
  const tables = withRedemptionTables(trx);
  const { priced, body } = order;
  const codeIndex = (code: string) =>
    body.discount_codes.findIndex((typed) => typed.toUpperCase() === code);
  if (priced.cart_discount && !(await useDiscountCode(tables, priced.cart_discount.code))) {
    throw changed(`discount_codes.${codeIndex(priced.cart_discount.code)}`, 'has been used up');
  }
  for (const payment of priced.payment_events) {
    if (payment.amount <= 0) continue;
    const spent = await spendGiftCard(tables, {
      orderId,
      code: payment.payment_id,
      amount: payment.amount,
    });
    if (!spent) throw changed(`discount_codes.${codeIndex(payment.payment_id)}`, 'has less left');
  }
  const campaign = priced.giftcampaign_data;
  if (campaign && !(await redeemGiftCampaignCode(trx, campaign.code, now))) {
    throw changed('giftcampaign_data.code', 'has been redeemed already');
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The summary the order keeps as its receipt: the checkout's, with the street address as the
 * place of a delivery that has no store or pickup point.
 */
function receiptSummary(summary: PriceSummary, form: PreparedOrder['form']): PriceSummary {
  const { delivery } = summary;
  if (delivery.state !== 'chosen' || delivery.place !== '') return summary;
  const address = [form.address, `${form.postal_code} ${form.city}`.trim()]
    .filter((part) => part !== '')
    .join(', ');
  return { ...summary, delivery: { ...delivery, place: address } };
}

/**
 * Writes the order, its lines, held stock, redemptions, the gift cards it buys, history and
 * confirmation email; returns its id. An order with nothing left to pay (gift cards or a gift
 * campaign paid it) is paid at once, its stock kept and the gift cards it buys issued.
 */
export async function writeOrder(
  trx: PlacementDb,
  order: PreparedOrder,
  { customerId, placedFrom }: { customerId: number | null; placedFrom: string | null },
  now: Date,
): Promise<number> {
  const reserved = await reserveStock(trx, order.needs);
  const orderNumber = await nextOrderNumber(trx);
  const token = createOutcomeToken();
  const { form, priced, body } = order;
  const giftCardTotal = sum(priced.payment_events.map((payment) => payment.amount));
  const summary = receiptSummary(priced.summary, form);
  const extras = priced.total_price - priced.lines_total + priced.discount_total;
  const orderId = await insertOrder(trx, {
    order_number: orderNumber,
    outcome_token: token,
    customer_id: customerId,
    placed_from: placedFrom,
    email: order.email,
    language: order.language,
    currency_code: order.market.currencyCode,
    currency_rate: order.market.rate,
    tax_area_id: order.market.taxAreaId,
    country_code: order.market.code,
    delivery_method_id: order.method.id,
    ...orderContactColumns(form),
    lines_total: priced.lines_total,
    delivery_total: priced.delivery_cost,
    total: priced.total_price,
    discount_code: priced.cart_discount?.code ?? null,
    discount_total: priced.discount_total,
    repack_total: extras - priced.delivery_cost,
    gift_card_total: giftCardTotal,
    gift_campaign_code: priced.giftcampaign_data?.code.toUpperCase() ?? null,
    special_request: body.special_request,
    part_delivery: body.part_delivery,
    seller_name: form.seller_name,
    seller_number: form.seller_number,
    summary: JSON.stringify(summary),
    pay_later_provider: null,
    provider_order_id: null,
    created_at: now,
  });
  await insertOrderLines(
    trx,
    order.lines.map((line) => ({ ...line, order_id: orderId })),
  );
  await recordGiftCardPurchases(
    trx,
    orderId,
    priced.gift_card_products.map((card) => ({
      value: card.line_total,
      recipientName: card.recipient_name,
    })),
  );
  await redeem(trx, order, orderId, now);
  const isPaid = summary.charged === 0;
  await insertReservations(
    trx,
    reserved.map((entry) => ({
      order_id: orderId,
      variant_id: entry.variantId,
      store_id: WEB_STORE_ID,
      amount: entry.amount,
      expires_at: new Date(now.getTime() + reservationTtlMs(customerId)),
      ...(isPaid ? { state: 'kept' as const, settled_at: now } : {}),
    })),
  );
  if (isPaid) {
    await setPaymentState(trx, orderId, 'paid', now);
    await issuePurchasedGiftCards(
      trx,
      { id: orderId, email: order.email, language: order.language, orderNumber },
      now,
    );
  }
  await insertOrderEvent(trx, {
    order_id: orderId,
    event: 'placed',
    payment_state: isPaid ? 'paid' : 'pending',
    created_at: now,
  });
  await queueOrderConfirmation(trx, {
    email: order.email,
    language: order.language,
    orderNumber,
    slug: toOrderSlug({ order_number: orderNumber, outcome_token: token }),
    summary,
    isPaid,
  });
  return orderId;
}
