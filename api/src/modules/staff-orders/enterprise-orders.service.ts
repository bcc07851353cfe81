import {
  type ApiErrorCode,
  type CheckoutError,
  type CheckoutProductLine,
  checkoutFormSchema,
  checkoutValidationRequestSchema,
  type EnterpriseOrderBody,
  type EnterpriseOrderResponse,
  type FieldError,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ConflictError, FieldValidationError, UnprocessableError } from '../../lib/http-errors.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import { createOutcomeToken, orderContactColumns, toOrderSlug } from '../checkout/orders.rules.js';
import { validateCheckout } from '../checkout-validation/validation.service.js';
import {
  claimIdempotencyKey,
  findCountryDeliveryMethods,
  findIdempotencyKey,
  findOrderMarket,
  findWebStock,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  insertReservations,
  nextOrderNumber,
  setIdempotencyKeyOrder,
  takeWebStock,
} from '../orders/orders.repository.js';
import { hashOrderRequest } from '../orders/orders.rules.js';
import { type PlacementDb, withPlacementTables } from '../orders/orders.table.js';
import {
  findCustomer,
  findEnterpriseOrder,
  insertEnterpriseOrder,
} from './staff-orders.repository.js';
import { toEnterpriseScope } from './staff-orders.rules.js';
import { type StaffOrderDb, withStaffOrderTables } from './staff-orders.table.js';
import type { StaffWriteResult } from './transfer-requests.service.js';

type Db = Kysely<Database>;

/** An enterprise order ready to write: the customer, the market and the server's prices. */
interface PreparedOrder {
  readonly customer: { id: number; email: string };
  readonly market: { code: string; taxAreaId: number; currencyCode: string; rate: string };
  readonly methodId: number;
  readonly form: ReturnType<ReturnType<typeof checkoutFormSchema>['parse']>;
  readonly lines: readonly CheckoutProductLine[];
  readonly totals: { lines_total: number; delivery_total: number; total: number };
}

/** The organisation customer the body names; 400 on its field when there is none. */
async function findOrganisation(db: StaffOrderDb, body: EnterpriseOrderBody) {
  const field = body.customer_id === undefined ? 'customer_email' : 'customer_id';
  const customer = await findCustomer(db, { id: body.customer_id, email: body.customer_email });
  if (!customer) throw new FieldValidationError([{ field, message: 'is not a customer' }]);
  if (!customer.is_org_user) {
    throw new FieldValidationError([{ field, message: 'is not an organisation customer' }]);
  }
  return customer;
}

/** Market, delivery method, form rules and repeated rows, as one 400 naming every field. */
async function checkOrderFields(db: Db, body: EnterpriseOrderBody) {
  const market = await findOrderMarket(db, body.country_code, null);
  if (!market?.is_enabled) {
    throw new FieldValidationError([
      { field: 'country_code', message: 'is not a delivery country of the shop' },
    ]);
  }
  const methods = await findCountryDeliveryMethods(db, market.code);
  // Staff fill in the form, so the seller fields are checked as for staff (platform §6).
  const form = checkoutFormSchema({
    deliveryMethods: methods,
    country: market.code,
    isStaff: true,
  }).safeParse(body.form);
  const fields: FieldError[] = form.success
    ? []
    : form.error.issues.map((issue) => ({
        field: ['form', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
  const method = methods.find((candidate) => candidate.slug === body.form.delivery_method);
  if (!method && !fields.some((field) => field.field === 'form.delivery_method')) {
    fields.push({ field: 'form.delivery_method', message: 'is not offered in this country' });
  }
  body.lines.forEach((line, index) => {
    if (body.lines.findIndex((other) => other.variant_id === line.variant_id) !== index) {
      fields.push({ field: `lines.${index}.variant_id`, message: 'is listed twice' });
    }
  });
  if (fields.length > 0 || !form.success || !method) throw new FieldValidationError(fields);
  return { market, method, form: form.data };
}

/** The api's code for a refused validation: the stock and country codes it has, else generic. */
function conflictCode(errors: readonly CheckoutError[]): ApiErrorCode {
  const first = errors[0]?.code;
  return first === 'OUT_OF_STOCK' || first === 'NOT_DELIVERED_TO_COUNTRY'
    ? first
    : 'REQUEST_REJECTED';
}

/**
 * Prices the rows as `POST /api/checkout/` does for the organisation customer (club prices
 * apply, architecture rule 8: never the client's); any validation error is a 409 naming the
 * rows as this request calls them (`lines.N`).
 */
async function priceOrder(
  db: Db,
  body: EnterpriseOrderBody,
  customerId: number,
  deliveryMethod: string,
) {
  const validation = await validateCheckout(
    db,
    checkoutValidationRequestSchema.parse({
      country_code: body.country_code,
      language_code: body.language_code,
      products: body.lines.map((line, index) => ({
        uid: `line-${index}`,
        product_id: line.variant_id,
        amount: line.amount,
      })),
      delivery_method: deliveryMethod,
    }),
    { customerId, isStaff: false },
  );
  if (validation.errors.length > 0) {
    const fields = validation.errors.map((error) => ({
      field: error.field.replace(/^products\./, 'lines.'),
      message: error.message,
    }));
    const summary = fields.map((entry) => `${entry.field} ${entry.message}`).join('; ');
    throw new ConflictError(
      conflictCode(validation.errors),
      `The cart cannot be ordered: ${summary}`,
      fields,
    );
  }
  return validation;
}

async function prepareOrder(db: Db, body: EnterpriseOrderBody): Promise<PreparedOrder> {
  const customer = await findOrganisation(withStaffOrderTables(db), body);
  const { market, method, form } = await checkOrderFields(db, body);
  const priced = await priceOrder(db, body, customer.id, method.slug);
  return {
    customer,
    market: {
      code: market.code,
      taxAreaId: market.tax_area_id,
      currencyCode: market.currency_code,
      rate: market.rate,
    },
    methodId: method.id,
    form,
    lines: priced.products,
    totals: {
      lines_total: priced.lines_total - priced.discount_total,
      delivery_total: priced.delivery_cost,
      total: priced.total_price,
    },
  };
}

/**
 * Takes each row off the web stock like placing an order does, in variant order (the one lock
 * order of every stock writer); a variant on order without stock comes from the supplier and
 * takes nothing. A row short of stock is a 409 naming `lines.N.amount`.
 */
async function takeOrderStock(trx: PlacementDb, lines: readonly CheckoutProductLine[]) {
  const taken: { variantId: number; amount: number }[] = [];
  const short: FieldError[] = [];
  const byVariant = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.product_id - b.line.product_id);
  for (const { line, index } of byVariant) {
    if (await takeWebStock(trx, line.product_id, line.amount)) {
      taken.push({ variantId: line.product_id, amount: line.amount });
    } else if (!line.on_order) {
      const left = await findWebStock(trx, line.product_id);
      short.push({ field: `lines.${index}.amount`, message: `only ${left} in stock` });
    }
  }
  if (short.length > 0) {
    const summary = short.map((entry) => `${entry.field} ${entry.message}`).join('; ');
    throw new ConflictError('OUT_OF_STOCK', `Out of stock: ${summary}`, short);
  }
  return taken;
}

/** One transaction seen with the order tables and with the staff order tables. */
interface Views {
  readonly placement: PlacementDb;
  readonly staff: StaffOrderDb;
}

/** Writes the order for the organisation, its lines, kept stock, history and link; its id. */
async function writeOrder(
  { placement: trx, staff }: Views,
  order: PreparedOrder,
  request: { staffId: number; body: EnterpriseOrderBody },
  now: Date,
): Promise<number> {
  const taken = await takeOrderStock(trx, order.lines);
  const { form, market } = order;
  const orderId = await insertOrder(trx, {
    order_number: await nextOrderNumber(trx),
    outcome_token: createOutcomeToken(),
    customer_id: order.customer.id,
    email: form.email.toLowerCase(),
    language: request.body.language_code,
    currency_code: market.currencyCode,
    currency_rate: market.rate,
    tax_area_id: market.taxAreaId,
    country_code: market.code,
    delivery_method_id: order.methodId,
    ...order.totals,
    ...orderContactColumns(form),
    pay_later_provider: null,
    provider_order_id: null,
    created_at: now,
  });
  await insertOrderLines(
    trx,
    order.lines.map((line, position) => ({
      order_id: orderId,
      model_id: line.model_id,
      variant_id: line.product_id,
      name: line.name,
      variant_text: line.variant_text,
      amount: line.amount,
      unit_price: line.unit_price,
      sort_order: position,
    })),
  );
  // Invoiced, not paid through a provider: the stock is the order's for good ('kept'), so no
  // expiry sweep puts it back while the invoice is open.
  await insertReservations(
    trx,
    taken.map((entry) => ({
      order_id: orderId,
      variant_id: entry.variantId,
      store_id: WEB_STORE_ID,
      amount: entry.amount,
      state: 'kept' as const,
      expires_at: now,
      settled_at: now,
    })),
  );
  await insertOrderEvent(trx, {
    order_id: orderId,
    event: 'placed',
    payment_state: 'pending',
    note: `Enterprise order by staff ${request.staffId}, billed by invoice; reference ${request.body.reference}`,
    created_at: now,
  });
  await insertEnterpriseOrder(staff, {
    order_id: orderId,
    organisation_customer_id: order.customer.id,
    staff_customer_id: request.staffId,
    reference: request.body.reference,
    billing_accepted_at: now,
    created_at: now,
  });
  return orderId;
}

async function toResponse(db: StaffOrderDb, orderId: number): Promise<EnterpriseOrderResponse> {
  const row = await findEnterpriseOrder(db, orderId);
  return {
    orderNumber: row.order_number,
    slug: toOrderSlug(row),
    customerEmail: row.customer_email,
    reference: row.reference,
    currencyCode: row.currency_code,
    linesTotal: row.lines_total,
    deliveryTotal: row.delivery_total,
    total: row.total,
  };
}

/**
 * An enterprise order (issue 8 point 7): staff order the cart for an organisation customer,
 * priced by the server for that customer, billed by invoice (payment state `pending`, no
 * provider). Stock, order, history and the enterprise record are one transaction, and the
 * staff member's key makes at most one order: the same key with the same request answers the
 * first order again; with another request it is a 422.
 */
export async function placeEnterpriseOrder(
  db: Db,
  request: { staffId: number; key: string; body: EnterpriseOrderBody },
  now = new Date(),
): Promise<StaffWriteResult<EnterpriseOrderResponse>> {
  const tables = withStaffOrderTables(db);
  const placement = withPlacementTables(db);
  const scope = toEnterpriseScope(request.staffId);
  const hash = hashOrderRequest(request.body);
  const replay = async (row: { request_hash: string; order_id: number | null }) => {
    if (row.request_hash !== hash || row.order_id === null) {
      throw new UnprocessableError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different enterprise order; send a new key for a new order.',
      );
    }
    return { isReplay: true, response: await toResponse(tables, row.order_id) };
  };

  const used = await findIdempotencyKey(placement, scope, request.key);
  if (used) return replay(used);
  const prepared = await prepareOrder(db, request.body);
  const outcome = await db.transaction().execute(async (transaction) => {
    const trx = withPlacementTables(transaction);
    const claimed = await claimIdempotencyKey(trx, {
      scope,
      key: request.key,
      request_hash: hash,
      created_at: now,
    });
    if (!claimed) {
      // A concurrent request with this key committed first: answer its order.
      const row = await findIdempotencyKey(trx, scope, request.key);
      if (!row) throw new Error('idempotency key vanished after its conflict');
      return { isReplay: true, row } as const;
    }
    const views = { placement: trx, staff: withStaffOrderTables(transaction) };
    const orderId = await writeOrder(views, prepared, request, now);
    await setIdempotencyKeyOrder(trx, scope, request.key, orderId);
    return { isReplay: false, orderId } as const;
  });
  if (outcome.isReplay) return replay(outcome.row);
  return { isReplay: false, response: await toResponse(tables, outcome.orderId) };
}
