import type {
  OrderStatus,
  PayLaterProvider,
  PaymentState,
  ReturnStatus,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import { translate } from '../../lib/translate.js';
import { computeOrderTotals } from '../../modules/checkout/orders.rules.js';
import { withCustomerOrderTables } from '../../modules/customer-orders/customer-orders.table.js';
import { withCustomerTables } from '../../modules/customers/customers.table.js';
import type { Database, Lang } from '../schema.js';
import type { Random } from './prng.js';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DAY_MS = 24 * 60 * 60 * 1000;

/** One demo order: who placed it, how far it got, and which of the first products it holds. */
interface DemoOrder {
  readonly orderNumber: string;
  readonly email: string;
  readonly isDemoCustomer: boolean;
  readonly country: string;
  readonly language: Lang;
  readonly status: OrderStatus;
  readonly paymentState: PaymentState;
  readonly deliveryMethod: string;
  readonly payLater?: PayLaterProvider;
  /** Where a return of the order stands; none when left out. */
  readonly returnStatus?: ReturnStatus;
  readonly daysAgo: number;
  /** Indexes into the seeded variants and the amount of each. */
  readonly lines: readonly (readonly [variant: number, amount: number])[];
}

/**
 * The README lists these numbers: a paid, a pending, a cancelled and a Klarna order of the demo
 * customer, and a failed and an address-required guest order. The paid, delivered one has come
 * back and its return is being processed, so the account page shows a return status.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    ...order('1000101', 'paid', 'shipped', 'home-delivery', 12, [
      [0, 1],
      [3, 2],
    ]),
    returnStatus: 'processing-return',
  },
  order('1000102', 'pending', 'processing', 'pickup-point', 0, [[1, 1]]),
  order('1000103', 'cancelled', 'manual_cancellation', 'pickup-point', 6, [[2, 1]]),
  {
    ...order('1000104', 'paid', 'ready_for_pick_up', 'store-pickup', 3, [
      [4, 1],
      [5, 1],
    ]),
    payLater: 'klarna',
  },
  {
    ...order('1000105', 'failed', 'processing', 'international', 1, [[6, 1]]),
    email: 'vieras@example.com',
    isDemoCustomer: false,
    country: 'se',
    language: 'sv',
  },
  {
    ...order('1000106', 'address_required', 'processing', 'home-delivery', 0, [[7, 3]]),
    email: 'vieras@example.com',
    isDemoCustomer: false,
    payLater: 'klarna',
  },
];

function order(
  orderNumber: string,
  paymentState: PaymentState,
  status: OrderStatus,
  deliveryMethod: string,
  daysAgo: number,
  lines: DemoOrder['lines'],
): DemoOrder {
  const base = { orderNumber, paymentState, status, deliveryMethod, daysAgo, lines };
  return {
    ...base,
    email: 'asiakas@example.com',
    isDemoCustomer: true,
    country: 'fi',
    language: 'fi',
  };
}

function randomToken(random: Random): string {
  return Array.from({ length: 32 }, () => TOKEN_ALPHABET[random.int(0, 63)]).join('');
}

/** A UUID-shaped provider order id, as Klarna issues them. */
function randomProviderId(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

/** The first orderable variants of public, ordinary products, with their names per language. */
function loadVariants(db: Kysely<Database>) {
  return db
    .selectFrom('variants')
    .innerJoin('product_models as m', 'm.id', 'variants.model_id')
    .innerJoin('colors', 'colors.id', 'variants.color_id')
    .select([
      'variants.id as variantId',
      'variants.model_id as modelId',
      'variants.size',
      'variants.type',
      'm.name as modelName',
      'colors.name as colorName',
    ])
    .where('m.is_public', '=', true)
    .where('m.is_gift_card', '=', false)
    .where('m.is_bundle', '=', false)
    .where('m.is_second_hand', '=', false)
    .orderBy('variants.model_id')
    .orderBy('variants.id')
    .execute();
}

/**
 * Writes the demo orders from real seeded variants at their active price in the order's tax
 * area. Outcome tokens and provider ids come from the seed's random stream, so the outcome
 * URLs are the same on every run (they are demo data, like the demo passwords).
 */
export async function insertOrders(
  db: Kysely<Database>,
  random: Random,
  referenceDate: Date,
): Promise<void> {
  // With migration 0019's return status.
  const orders = withCustomerOrderTables(db);
  const customer = await withCustomerTables(db)
    .selectFrom('customers')
    .select('id')
    .where('email', '=', 'asiakas@example.com')
    .executeTakeFirst();
  const allVariants = await loadVariants(db);
  // One variant per model, so the rows of an order are different products.
  const variants = allVariants.filter(
    (variant, index) => allVariants[index - 1]?.modelId !== variant.modelId,
  );
  for (const demo of DEMO_ORDERS) {
    const token = randomToken(random);
    const providerId = demo.payLater ? randomProviderId(random) : null;
    const market = await db
      .selectFrom('countries')
      .innerJoin('currencies', 'currencies.code', 'countries.currency_code')
      .select(['countries.tax_area_id', 'currencies.code', 'currencies.rate'])
      .where('countries.code', '=', demo.country)
      .executeTakeFirstOrThrow();
    const method = await db
      .selectFrom('delivery_methods')
      .select(['id', 'price', 'free_threshold'])
      .where('slug', '=', demo.deliveryMethod)
      .executeTakeFirstOrThrow();
    const lines = [];
    for (const [index, amount] of demo.lines) {
      const variant = variants[index % variants.length];
      if (!variant) throw new Error('The demo orders need seeded products');
      const price = await db
        .selectFrom('prices')
        .select('active')
        .where('variant_id', '=', variant.variantId)
        .where('tax_area_id', '=', market.tax_area_id)
        .executeTakeFirstOrThrow();
      const details = [translate(variant.colorName, demo.language), variant.size];
      if (variant.type !== 'Regular') details.push(variant.type);
      lines.push({
        model_id: variant.modelId,
        variant_id: variant.variantId,
        name: translate(variant.modelName, demo.language),
        variant_text: details.filter(Boolean).join(', '),
        amount,
        unit_price: price.active,
        sort_order: lines.length,
      });
    }
    const createdAt = new Date(referenceDate.getTime() - demo.daysAgo * DAY_MS - 3_600_000);
    const inserted = await orders
      .insertInto('orders')
      .values({
        order_number: demo.orderNumber,
        outcome_token: token,
        customer_id: demo.isDemoCustomer ? (customer?.id ?? null) : null,
        email: demo.email,
        language: demo.language,
        status: demo.status,
        payment_state: demo.paymentState,
        currency_code: market.code,
        currency_rate: market.rate,
        tax_area_id: market.tax_area_id,
        delivery_method_id: method.id,
        delivery_location: null,
        ...computeOrderTotals(lines, method),
        first_name: demo.isDemoCustomer ? 'Aino' : 'Ville',
        last_name: demo.isDemoCustomer ? 'Asiakas' : 'Vieras',
        address: demo.country === 'se' ? 'Storgatan 1' : 'Mannerheimintie 1',
        postal_code: demo.country === 'se' ? '11122' : '00100',
        city: demo.country === 'se' ? 'Stockholm' : 'Helsinki',
        phone: '+358401234567',
        pay_later_provider: demo.payLater ?? null,
        provider_order_id: providerId,
        return_status: demo.returnStatus ?? null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await orders
      .insertInto('order_lines')
      .values(lines.map((line) => ({ ...line, order_id: inserted.id })))
      .execute();
  }
}
