import {
  checkoutFormSchema,
  type FieldError,
  isPickupKind,
  type Language,
  type PlaceOrderResponse,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  ConflictError,
  FieldValidationError,
  TooManyRequestsError,
  UnprocessableError,
} from '../../lib/http-errors.js';
import { attemptKey } from '../attempts/attempts.service.js';
import { toOrderResponse } from '../checkout/orders.repository.js';
import { toOrderSlug } from '../checkout/orders.rules.js';
import { validateCheckout } from '../checkout-validation/validation.service.js';
import {
  blockingErrors,
  type PlaceOrderBody,
  pricedOrderLines,
  type StockNeed,
  stockNeeds,
  toValidationBody,
} from './order-pricing.js';
import { type PreparedOrder, writeOrder } from './order-writer.js';
import {
  claimIdempotencyKey,
  countPendingOrdersSince,
  findCountryDeliveryMethods,
  findIdempotencyKey,
  findOrderById,
  findOrderMarket,
  findReservationDeadline,
  findSaleVariants,
  setIdempotencyKeyOrder,
} from './orders.repository.js';
import {
  HOLD_LIMITS,
  hashOrderRequest,
  PENDING_ORDERS_PER_HOUR,
  toIdempotencyScope,
} from './orders.rules.js';
import { type PlacementDb, withPlacementTables } from './orders.table.js';

export type { PlaceOrderBody } from './order-pricing.js';

type Db = Kysely<Database>;

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
  const market = await findOrderMarket(db, body.country_code, body.currency_code);
  if (!market?.is_enabled) {
    const isCurrencyUnknown =
      body.currency_code !== null &&
      (await findOrderMarket(db, body.country_code, null))?.is_enabled === true;
    throw new FieldValidationError([
      isCurrencyUnknown
        ? { field: 'currency_code', message: 'is not a currency of the shop' }
        : { field: 'country_code', message: 'is not a delivery country of the shop' },
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
  body.lines.forEach((line, index) => {
    if (!variants.has(line.variant_id)) {
      fields.push({ field: `lines.${index}.variant_id`, message: 'is not a product on sale' });
    } else if (seen.has(line.variant_id)) {
      fields.push({ field: `lines.${index}.variant_id`, message: 'is listed twice' });
    }
    seen.add(line.variant_id);
  });
  if (fields.length > 0 || !formResult.success || !method) throw new FieldValidationError(fields);

  const blocked = body.lines
    .map((line, index) => ({ index, variant: variants.get(line.variant_id) }))
    .filter(({ variant }) => variant?.blockedCountries.includes(market.code));
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

  // One pricing for the checkout and the order: club prices, bundles, codes and delivery.
  const priced = await validateCheckout(
    db,
    toValidationBody(body),
    placer ? { customerId: placer.customerId, isStaff: placer.isStaff } : null,
  );
  // A collected parcel goes to one of the places the checkout offered for its method, never to
  // whatever text the request carried.
  if (isPickupKind(method.kind)) {
    const offered = priced.delivery_methods.find((entry) => entry.slug === method.slug);
    const location = formResult.data.delivery_location;
    if (!offered?.locations.some((place) => String(place.id) === location)) {
      throw new FieldValidationError([
        {
          field: 'form.delivery_location',
          message: 'is not one of the pickup places offered for this delivery method',
        },
      ]);
    }
  }
  const refused = blockingErrors(priced);
  if (refused.length > 0) {
    throw new ConflictError(
      'CHECKOUT_CHANGED',
      `The order does not match its checkout: ${refused.map((entry) => `${entry.field} ${entry.message}`).join('; ')}`,
      refused,
    );
  }
  const bundleVariants = await findSaleVariants(
    db,
    priced.bundles.flatMap((bundle) => bundle.products.map((product) => product.product_id)),
    market.tax_area_id,
  );
  const isOnOrder = (variantId: number) =>
    (variants.get(variantId) ?? bundleVariants.get(variantId))?.isOnOrder ?? false;
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
    body,
    priced,
    lines: pricedOrderLines(priced),
    needs: stockNeeds(priced, isOnOrder),
  };
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
 * What one unpaid order may hold (`HOLD_LIMITS`): a 400 naming the line past the limit of one
 * variant, or `lines` past the limit of the order, before any stock is taken.
 */
function checkHoldLimits(needs: readonly StockNeed[]): void {
  const held = needs.filter((need) => !need.isOnOrder);
  const over = held.filter((need) => need.amount > HOLD_LIMITS.unitsPerVariant);
  if (over.length > 0) {
    throw new FieldValidationError(
      over.map((need) => ({
        field: need.field,
        message: `can be at most ${HOLD_LIMITS.unitsPerVariant} of one product in an order paid online; ask for an enterprise order for more`,
      })),
      { code: 'ORDER_TOO_LARGE' },
    );
  }
  const total = held.reduce((sum, need) => sum + need.amount, 0);
  if (total > HOLD_LIMITS.unitsPerOrder) {
    throw new FieldValidationError(
      [
        {
          field: 'lines',
          message: `can hold at most ${HOLD_LIMITS.unitsPerOrder} items in stock in an order paid online; ask for an enterprise order for more`,
        },
      ],
      { code: 'ORDER_TOO_LARGE' },
    );
  }
}

/**
 * Places an order (issue 8 point 6): prices from the database, stock taken in the same
 * transaction as the order, and at most one order per idempotency key. The same key with the
 * same request answers the first order again; with another request it is a 422.
 */
export async function placeOrder(
  db: Db,
  request: {
    key: string;
    placer: Placer | null;
    body: PlaceOrderBody;
    /** Where it came from, and how many unpaid orders from there an hour may hold stock. */
    origin?: { address: string; pendingPerHour: number };
  },
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
  checkHoldLimits(prepared.needs);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const recent = await countPendingOrdersSince(tables, { email: prepared.email }, hourAgo);
  if (recent >= PENDING_ORDERS_PER_HOUR) {
    throw new TooManyRequestsError(
      'TOO_MANY_PENDING_ORDERS',
      `At most ${PENDING_ORDERS_PER_HOUR} unpaid orders an hour per email address; pay or cancel one first.`,
    );
  }
  // New email addresses from one address do not get past the email's limit: the address has one.
  const placedFrom = request.origin ? attemptKey('order-origin', request.origin.address) : null;
  if (request.origin && placedFrom) {
    const fromHere = await countPendingOrdersSince(tables, { placedFrom }, hourAgo);
    if (fromHere >= request.origin.pendingPerHour) {
      throw new TooManyRequestsError(
        'TOO_MANY_PENDING_ORDERS',
        `At most ${request.origin.pendingPerHour} unpaid orders an hour from one address; pay or cancel one first.`,
      );
    }
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
    const customerId = request.placer?.customerId ?? null;
    const orderId = await writeOrder(trx, prepared, { customerId, placedFrom }, now);
    await setIdempotencyKeyOrder(trx, scope, request.key, orderId);
    return { isReplay: false, orderId } as const;
  });
  if (outcome.isReplay) return replay(outcome.row);
  return {
    isReplay: false,
    response: await toPlaceOrderResponse(tables, outcome.orderId, language),
  };
}
