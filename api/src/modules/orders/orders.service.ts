import {
  checkoutFormSchema,
  type FieldError,
  type Language,
  type PlaceOrderResponse,
  type placeOrderRequestSchema,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type * as z from 'zod';
import type { Database } from '../../db/schema.js';
import {
  ConflictError,
  FieldValidationError,
  TooManyRequestsError,
  UnprocessableError,
} from '../../lib/http-errors.js';
import { translate } from '../../lib/translate.js';
import { toOrderResponse } from '../checkout/orders.repository.js';
import { computeOrderTotals, createOutcomeToken, toOrderSlug } from '../checkout/orders.rules.js';
import { queueOrderConfirmation } from './order-emails.js';
import {
  claimIdempotencyKey,
  countPendingOrdersSince,
  findCountryDeliveryMethods,
  findIdempotencyKey,
  findOrderById,
  findOrderMarket,
  findReservationDeadline,
  findSaleVariants,
  findWebStock,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  insertReservations,
  nextOrderNumber,
  type SaleVariant,
  setIdempotencyKeyOrder,
  takeWebStock,
  WEB_STORE_ID,
} from './orders.repository.js';
import {
  hashOrderRequest,
  PENDING_ORDERS_PER_HOUR,
  RESERVATION_TTL_MS,
  toIdempotencyScope,
  toVariantText,
} from './orders.rules.js';
import { type PlacementDb, withPlacementTables } from './orders.table.js';

type Db = Kysely<Database>;
export type PlaceOrderBody = z.output<typeof placeOrderRequestSchema>;

/** Who places: a logged-in customer (their own key scope) or a guest. */
export interface Placer {
  readonly customerId: number;
  readonly isStaff: boolean;
}

export interface PlaceOrderResult {
  /** True when the key had made this order before: the caller answers 200, not 201. */
  readonly isReplay: boolean;
  readonly response: PlaceOrderResponse;
}

const HOUR_MS = 60 * 60 * 1000;

/** An order ready to write: everything the database and the form rules decided. */
interface PreparedOrder {
  readonly email: string;
  readonly language: Language;
  readonly market: { code: string; taxAreaId: number; currencyCode: string; rate: string };
  readonly method: { id: number; price: number; free_threshold: number | null };
  readonly form: ReturnType<ReturnType<typeof checkoutFormSchema>['parse']>;
  readonly lines: readonly { index: number; amount: number; variant: SaleVariant }[];
}

const reusedKey = () =>
  new UnprocessableError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different order request; send a new key for a new order.',
  );

/** Checks the request against the database and the checkout form rules; 400s name the field. */
async function prepareOrder(
  db: Db,
  body: PlaceOrderBody,
  placer: Placer | null,
): Promise<PreparedOrder> {
  const market = await findOrderMarket(db, body.country_code);
  if (!market?.is_enabled) {
    throw new FieldValidationError([
      { field: 'country_code', message: 'is not a delivery country of the shop' },
    ]);
  }
  const methods = await findCountryDeliveryMethods(db, market.code);
  const formResult = checkoutFormSchema({
    deliveryMethods: methods,
    country: market.code,
    isStaff: placer?.isStaff ?? false,
  }).safeParse(body.form);
  const fields: FieldError[] = formResult.success
    ? []
    : formResult.error.issues.map((issue) => ({
        field: ['form', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
  const method = methods.find((candidate) => candidate.slug === body.form.delivery_method);
  if (!method && !fields.some((field) => field.field === 'form.delivery_method')) {
    fields.push({ field: 'form.delivery_method', message: 'is not offered in this country' });
  }

  const variants = await findSaleVariants(
    db,
    body.lines.map((line) => line.variant_id),
    market.tax_area_id,
  );
  const seen = new Set<number>();
  const lines: PreparedOrder['lines'][number][] = [];
  body.lines.forEach((line, index) => {
    const variant = variants.get(line.variant_id);
    if (!variant) {
      fields.push({ field: `lines.${index}.variant_id`, message: 'is not a product on sale' });
    } else if (seen.has(line.variant_id)) {
      fields.push({ field: `lines.${index}.variant_id`, message: 'is listed twice' });
    } else {
      lines.push({ index, amount: line.amount, variant });
    }
    seen.add(line.variant_id);
  });
  if (fields.length > 0 || !formResult.success || !method) throw new FieldValidationError(fields);

  const blocked = lines.filter((line) => line.variant.blockedCountries.includes(market.code));
  if (blocked.length > 0) {
    throw new ConflictError(
      'NOT_DELIVERED_TO_COUNTRY',
      `Not delivered to ${market.code}: ${blocked.map((line) => `lines.${line.index}`).join(', ')}`,
      blocked.map((line) => ({
        field: `lines.${line.index}.variant_id`,
        message: `is not delivered to ${market.code}`,
      })),
    );
  }
  return {
    email: formResult.data.email.toLowerCase(),
    language: body.language_code,
    market: {
      code: market.code,
      taxAreaId: market.tax_area_id,
      currencyCode: market.currency_code,
      rate: market.rate,
    },
    method,
    form: formResult.data,
    lines,
  };
}

/**
 * Takes each line's amount off the web stock, in variant order so that concurrent orders lock
 * stock rows in the same order and cannot deadlock. A variant on order (catalogue §4: orderable
 * without stock) that lacks stock is ordered from the supplier and holds nothing. Any line
 * short of stock is a 409 naming `lines.N.amount`, and the transaction rolls back.
 */
async function reserveStock(trx: PlacementDb, order: PreparedOrder) {
  const reserved: { variantId: number; amount: number }[] = [];
  const short: FieldError[] = [];
  const byVariant = [...order.lines].sort((a, b) => a.variant.id - b.variant.id);
  for (const line of byVariant) {
    if (await takeWebStock(trx, line.variant.id, line.amount)) {
      reserved.push({ variantId: line.variant.id, amount: line.amount });
    } else if (!line.variant.isOnOrder) {
      const left = await findWebStock(trx, line.variant.id);
      short.push({ field: `lines.${line.index}.amount`, message: `only ${left} in stock` });
    }
  }
  if (short.length > 0) {
    short.sort((a, b) => a.field.localeCompare(b.field));
    const summary = short.map((entry) => `${entry.field} ${entry.message}`).join('; ');
    throw new ConflictError('OUT_OF_STOCK', `Out of stock: ${summary}`, short);
  }
  return reserved;
}

/** Writes the order, its lines, held stock, history and confirmation email; returns its id. */
async function writeOrder(
  trx: PlacementDb,
  order: PreparedOrder,
  customerId: number | null,
  now: Date,
): Promise<number> {
  const reserved = await reserveStock(trx, order);
  const lines = order.lines.map((line, position) => ({
    model_id: line.variant.modelId,
    variant_id: line.variant.id,
    name: translate(line.variant.modelName, order.language),
    variant_text: toVariantText(
      translate(line.variant.colorName, order.language),
      line.variant.size,
      line.variant.type,
    ),
    amount: line.amount,
    // Architecture rule 7: the price is the database's, whatever the client believed.
    unit_price: line.variant.price,
    sort_order: position,
  }));
  const orderNumber = await nextOrderNumber(trx);
  const token = createOutcomeToken();
  const { form } = order;
  const orderId = await insertOrder(trx, {
    order_number: orderNumber,
    outcome_token: token,
    customer_id: customerId,
    email: order.email,
    language: order.language,
    currency_code: order.market.currencyCode,
    currency_rate: order.market.rate,
    tax_area_id: order.market.taxAreaId,
    country_code: order.market.code,
    delivery_method_id: order.method.id,
    delivery_location: form.delivery_location || null,
    ...computeOrderTotals(lines, order.method),
    first_name: form.first_name,
    last_name: form.last_name,
    address: form.address,
    postal_code: form.postal_code,
    city: form.city,
    phone: form.phone,
    pay_later_provider: null,
    provider_order_id: null,
    created_at: now,
  });
  await insertOrderLines(
    trx,
    lines.map((line) => ({ ...line, order_id: orderId })),
  );
  const expiresAt = new Date(now.getTime() + RESERVATION_TTL_MS);
  await insertReservations(
    trx,
    reserved.map((entry) => ({
      order_id: orderId,
      variant_id: entry.variantId,
      store_id: WEB_STORE_ID,
      amount: entry.amount,
      expires_at: expiresAt,
    })),
  );
  await insertOrderEvent(trx, {
    order_id: orderId,
    event: 'placed',
    payment_state: 'pending',
    created_at: now,
  });
  await queueOrderConfirmation(trx, {
    email: order.email,
    language: order.language,
    orderNumber,
    slug: toOrderSlug({ order_number: orderNumber, outcome_token: token }),
  });
  return orderId;
}

async function toPlaceOrderResponse(
  db: PlacementDb,
  orderId: number,
  language: Language,
): Promise<PlaceOrderResponse> {
  const row = await findOrderById(db, orderId);
  const deadline = await findReservationDeadline(db, orderId);
  return {
    slug: toOrderSlug(row),
    reservationExpiresAt: deadline?.toISOString() ?? null,
    order: await toOrderResponse(db, row, language),
  };
}

/**
 * Places an order (issue 8 point 6): prices from the database, stock taken in the same
 * transaction as the order, and at most one order per idempotency key. The same key with the
 * same request answers the first order again; with another request it is a 422.
 */
export async function placeOrder(
  db: Db,
  request: { key: string; placer: Placer | null; body: PlaceOrderBody },
  now = new Date(),
): Promise<PlaceOrderResult> {
  const tables = withPlacementTables(db);
  const scope = toIdempotencyScope(request.placer?.customerId ?? null);
  const requestHash = hashOrderRequest(request.body);
  const language = request.body.language_code;
  const replay = async (row: { request_hash: string; order_id: number | null }) => {
    if (row.request_hash !== requestHash || row.order_id === null) throw reusedKey();
    return { isReplay: true, response: await toPlaceOrderResponse(tables, row.order_id, language) };
  };

  const used = await findIdempotencyKey(tables, scope, request.key);
  if (used) return replay(used);
  const prepared = await prepareOrder(db, request.body, request.placer);
  const recent = await countPendingOrdersSince(
    tables,
    prepared.email,
    new Date(now.getTime() - HOUR_MS),
  );
  if (recent >= PENDING_ORDERS_PER_HOUR) {
    throw new TooManyRequestsError(
      'TOO_MANY_PENDING_ORDERS',
      `At most ${PENDING_ORDERS_PER_HOUR} unpaid orders an hour per email address; pay or cancel one first.`,
    );
  }

  const outcome = await tables.transaction().execute(async (trx) => {
    const claimed = await claimIdempotencyKey(trx, {
      scope,
      key: request.key,
      request_hash: requestHash,
      created_at: now,
    });
    if (!claimed) {
      // A concurrent request with this key committed first: answer its order.
      const row = await findIdempotencyKey(trx, scope, request.key);
      if (!row) throw new Error('idempotency key vanished after its conflict');
      return { isReplay: true, row } as const;
    }
    const orderId = await writeOrder(trx, prepared, request.placer?.customerId ?? null, now);
    await setIdempotencyKeyOrder(trx, scope, request.key, orderId);
    return { isReplay: false, orderId } as const;
  });
  if (outcome.isReplay) return replay(outcome.row);
  return {
    isReplay: false,
    response: await toPlaceOrderResponse(tables, outcome.orderId, language),
  };
}
