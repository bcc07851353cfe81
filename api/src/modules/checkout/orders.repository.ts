import type { Language, OrderLine, OrderResponse, PriceSummary } from '@shop/shared-contracts';
import { productPath } from '@shop/shared-contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { priceSummary } from '../checkout-validation/price-summary.js';
import { paymentMethodName } from '../checkout-validation/pricing.rules.js';
import type { PaymentSessionsTable } from '../payments/payments.table.js';
import { toOrderOutcome } from './orders.rules.js';
import { type OrdersTable, withOrderTables } from './orders.table.js';

type Db = Kysely<Database>;
export type OrderRow = Selectable<OrdersTable>;

function selectOrders(db: Db) {
  return withOrderTables(db).selectFrom('orders').selectAll('orders');
}

/** The order with this number and (lower-case) email; one query, so a wrong half tells nothing. */
export function findOrderByNumberAndEmail(db: Db, orderNumber: string, email: string) {
  return selectOrders(db)
    .where('order_number', '=', orderNumber)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The order with this number, for the caller to check the outcome token of. */
export function findOrderByNumber(db: Db, orderNumber: string) {
  return selectOrders(db).where('order_number', '=', orderNumber).executeTakeFirst();
}

/** The order a pay-later provider knows by its own order id. */
export function findOrderByProviderOrderId(db: Db, provider: string, providerOrderId: string) {
  return selectOrders(db)
    .where('pay_later_provider', '=', provider as OrdersTable['pay_later_provider'])
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

/** The order's rows, each with its product page path while the product still exists. */
async function findOrderLines(db: Db, orderId: number): Promise<OrderLine[]> {
  const rows = await withOrderTables(db)
    .selectFrom('order_lines')
    .leftJoin('product_models as m', 'm.id', 'order_lines.model_id')
    .leftJoin('manufacturers', 'manufacturers.id', 'm.manufacturer_id')
    .leftJoin('product_groups', 'product_groups.id', 'm.main_group_id')
    .select([
      'order_lines.name',
      'order_lines.variant_text',
      'order_lines.amount',
      'order_lines.unit_price',
      'm.slug as modelSlug',
      'm.is_public as isPublic',
      'manufacturers.slug as manufacturerSlug',
      'product_groups.path as groupPath',
    ])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('order_lines.sort_order')
    .orderBy('order_lines.id')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    variant: row.variant_text,
    amount: row.amount,
    unitPrice: row.unit_price,
    lineTotal: row.amount * row.unit_price,
    // Only public products have a page a shopper can open.
    path:
      row.modelSlug && row.manufacturerSlug && row.isPublic
        ? productPath(row.manufacturerSlug, row.groupPath ?? '', row.modelSlug)
        : null,
  }));
}

/** The order's delivery method: its slug and its name in `lang`. */
async function findDeliveryMethod(db: Db, row: OrderRow, lang: Language) {
  const method = await db
    .selectFrom('delivery_methods')
    .select(['slug', 'name'])
    .where('id', '=', row.delivery_method_id)
    .executeTakeFirstOrThrow();
  return { slug: method.slug, name: translate(method.name, lang) };
}

/**
 * What the order is charged in and for (decision 0023): the summary it was placed with, or for
 * an order placed before orders kept one (migration 0035) the summary rebuilt from its rows.
 * The payment method is left null: the order response fills it in.
 */
export async function findOrderSummary(
  db: Db,
  row: OrderRow,
  lang: Language,
): Promise<PriceSummary> {
  if (row.summary) return row.summary;
  const method = await findDeliveryMethod(db, row, lang);
  return rebuiltSummary(db, row, await findOrderLines(db, row.id), method);
}

/** The name in `lang` of the method of the order's latest payment session; null before any. */
async function findPaymentMethodName(db: Db, orderId: number, lang: Language) {
  const session = await db
    .withTables<{ payment_sessions: PaymentSessionsTable }>()
    .selectFrom('payment_sessions')
    .select('method')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return session ? paymentMethodName(session.method, lang) : null;
}

/** The contract shape of an order row, with its rows and delivery method in `lang`. */
export async function toOrderResponse(
  db: Db,
  row: OrderRow,
  lang: Language,
): Promise<OrderResponse> {
  const deliveryMethod = await findDeliveryMethod(db, row, lang);
  const lines = await findOrderLines(db, row.id);
  const summary = row.summary ?? (await rebuiltSummary(db, row, lines, deliveryMethod));
  return {
    orderNumber: row.order_number,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    paymentState: row.payment_state,
    outcome: toOrderOutcome(row.payment_state),
    currencyCode: row.currency_code,
    currencyRate: Number(row.currency_rate),
    recipient: {
      firstName: row.first_name,
      lastName: row.last_name,
      postalCode: row.postal_code,
      city: row.city,
    },
    deliveryMethod,
    payLaterProvider: row.pay_later_provider,
    lines,
    linesTotal: row.lines_total,
    deliveryTotal: row.delivery_total,
    total: row.total,
    summary: { ...summary, payment_method: await findPaymentMethodName(db, row.id, lang) },
  };
}

/**
 * The receipt of an order placed before orders kept their summary (migration 0035): its rows,
 * discount, delivery, gift packing and gift cards converted at the order's rate by the one
 * rounding rule, so it adds up like any other.
 */
async function rebuiltSummary(
  db: Db,
  row: OrderRow,
  lines: readonly OrderLine[],
  method: { slug: string; name: string },
): Promise<PriceSummary> {
  const cards = await db
    .withTables<{ order_gift_card_payments: { order_id: number; code: string; amount: number } }>()
    .selectFrom('order_gift_card_payments')
    .select(['code', 'amount'])
    .where('order_id', '=', row.id)
    .execute();
  return priceSummary({
    currency: { currencyCode: row.currency_code, currencyRate: Number(row.currency_rate) },
    rows: lines.map((line) => ({
      kind: 'product',
      name: line.name,
      detail: line.variant,
      amount: line.amount,
      unitEuroCents: line.unitPrice,
      regularEuroCents: line.unitPrice,
    })),
    discount:
      row.discount_total > 0
        ? { code: row.discount_code ?? '', rule: { percent: null, amount: row.discount_total } }
        : null,
    delivery: {
      state: 'chosen',
      ...method,
      place: [row.delivery_location, row.address, `${row.postal_code} ${row.city}`.trim()]
        .filter((part) => part !== null && part !== '')
        .join(', '),
      euroCents: row.delivery_total,
    },
    giftWrapEuroCents: row.repack_total > 0 ? row.repack_total : null,
    giftCards: cards.map((card) => ({ code: card.code, balance: card.amount })),
  }).summary;
}
