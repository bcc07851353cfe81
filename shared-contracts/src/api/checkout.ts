/**
 * Request and response schemas of the checkout calls. Every remote and the api read them from
 * here (architecture rule 4).
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { countryCodeSchema } from './market.js';
import { priceSummarySchema } from './price-summary.js';

const text = (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a string';

/**
 * Catalogue §4 order status labels, in the order an order usually moves through them.
 * `manual_cancellation` reads 'Cancellation pending'; `shipped` reads 'Dispatched'.
 */
export const ORDER_STATUSES = [
  'processing',
  'transfer_to_packing',
  'ready_for_packing',
  'skis_in_installation',
  'shipped',
  'transported_to_pickuplocation',
  'ready_for_pick_up',
  'order_cancellation_requested',
  'manual_cancellation',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Where the payment of an order stands; `address_required` waits for a delivery address. */
export const PAYMENT_STATES = [
  'pending',
  'paid',
  'cancelled',
  'failed',
  'address_required',
] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/**
 * Which page a shopper lands on for an order (platform §2 payment outcomes): `pending` means
 * the payment is not settled yet and the order-process page keeps polling.
 */
export const ORDER_OUTCOMES = ['ok', 'cancelled', 'error', 'address', 'pending'] as const;
export const orderOutcomeSchema = z.enum(ORDER_OUTCOMES);
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>;

/** The pay-later checkout providers (platform §1: one pay-later provider). */
export const PAY_LATER_PROVIDERS = ['klarna'] as const;
export const payLaterProviderSchema = z.enum(PAY_LATER_PROVIDERS, {
  error: 'must be a known pay-later provider (klarna)',
});
export type PayLaterProvider = z.infer<typeof payLaterProviderSchema>;

/** The number printed on the confirmation email: digits only. */
export const orderNumberSchema = z
  .string({ error: text })
  .trim()
  .regex(/^\d{4,12}$/, 'must be 4 to 12 digits');

/**
 * The key of an order in payment-outcome URLs: `{orderNumber}/{token}`, where the token is
 * 32 random url-safe characters (about 190 bits) stored with the order. The order number
 * alone is guessable; the token makes the URL an unguessable capability.
 */
export const orderSlugSchema = z
  .string({ error: text })
  .trim()
  .transform((slug) => slug.replace(/^\/+|\/+$/g, ''))
  .pipe(z.string().regex(/^\d{4,12}\/[A-Za-z0-9_-]{32}$/, 'must be an order number and token'));

/** How many digits the one-time code of an order lookup has. */
export const ORDER_LOOKUP_CODE_LENGTH = 6;

/** The email and order number of a lookup, and the language of its answer or code email. */
const orderLookupKeySchema = z.object({
  email: z
    .string({ error: text })
    .trim()
    .toLowerCase()
    .pipe(z.email('must be an email address').max(254, 'is too long')),
  order_number: orderNumberSchema,
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

/**
 * `GET /api/orders/lookup/` query (view-order page): email and number must match the same
 * order, proven by the order's own `token` (from its confirmation link) or by a one-time `code`
 * mailed to the order's address. Without either, email and number alone are enough only until
 * that email has missed a few times (from any address); then the answer is a 403
 * `ORDER_LOOKUP_CODE_REQUIRED` and the shopper asks for a code.
 */
export const orderLookupQuerySchema = orderLookupKeySchema.extend({
  token: z
    .string({ error: text })
    .trim()
    .regex(/^[A-Za-z0-9_-]{32}$/, 'must be the token of the order link')
    .optional(),
  code: z
    .string({ error: text })
    .trim()
    .regex(
      new RegExp(`^\\d{${ORDER_LOOKUP_CODE_LENGTH}}$`),
      `must be the ${ORDER_LOOKUP_CODE_LENGTH}-digit code from the email`,
    )
    .optional(),
});
export type OrderLookupQuery = z.input<typeof orderLookupQuerySchema>;

/**
 * `POST /api/orders/lookup/code/` body: mails a one-time lookup code to the order's address
 * when the email and number match an order. The answer (202) is the same either way.
 */
export const orderLookupCodeRequestSchema = orderLookupKeySchema;
export type OrderLookupCodeRequest = z.input<typeof orderLookupCodeRequestSchema>;

/** `POST /api/orders/lookup/code/` answer: nothing that tells whether a code was sent. */
export const orderLookupCodeResponseSchema = z.object({ accepted: z.literal(true) });

/** `GET /api/orders/by-slug/` query: the payment-outcome pages' `{slug...}`. */
export const orderBySlugQuerySchema = z.object({
  slug: orderSlugSchema,
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

/** `GET /api/orders/status/` query: the order-process page's `?order=` (an order slug). */
export const orderStatusQuerySchema = z.object({ order: orderSlugSchema });

/** `GET /api/checkout/{provider}/confirm/` path and query (platform §2 pay-later confirm). */
export const payLaterConfirmParamsSchema = z.object({ provider: payLaterProviderSchema });
export const payLaterConfirmQuerySchema = z.object({
  klarna_order_id: z
    .string({ error: text })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a provider order id'),
});

/** One ordered row; `name` and `variant` are snapshots taken when the order was placed. */
export const orderLineSchema = z.object({
  name: z.string(),
  /** Colour, size and type of the variant, e.g. 'Black, 42'. */
  variant: z.string(),
  amount: z.number().int().positive(),
  /** Euro cents including VAT, as charged. */
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  /** The product page (built with `productPath`), null once the product no longer exists. */
  path: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order as the view-order and payment-ok pages show it. Money is euro cents; the order was
 * charged in `currencyCode` at `currencyRate`, so `formatPrice` with those shows what was paid.
 */
export const orderResponseSchema = z.object({
  orderNumber: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: orderStatusSchema,
  paymentState: paymentStateSchema,
  outcome: orderOutcomeSchema,
  currencyCode: z.string(),
  currencyRate: z.number().positive(),
  recipient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    postalCode: z.string(),
    city: z.string(),
  }),
  deliveryMethod: z.object({ slug: z.string(), name: z.string() }),
  payLaterProvider: payLaterProviderSchema.nullable(),
  lines: z.array(orderLineSchema),
  linesTotal: z.number().int(),
  deliveryTotal: z.number().int(),
  total: z.number().int(),
  /** The receipt: the priced summary as charged, in `currencyCode` (what every page shows). */
  summary: priceSummarySchema,
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** `GET /api/orders/status/` response: what the order-process page polls. */
export const orderStatusResponseSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  paymentState: paymentStateSchema,
  outcome: orderOutcomeSchema,
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

/** `GET /api/checkout/{provider}/confirm/` response: where the shopper goes next. */
export const payLaterConfirmResponseSchema = z.object({
  slug: z.string(),
  outcome: orderOutcomeSchema,
});
export type PayLaterConfirmResponse = z.infer<typeof payLaterConfirmResponseSchema>;

/** The message of the 404 of a lookup whose email and order number match no order. */
export const ORDER_NOT_FOUND_MESSAGE = 'order not found (check email and order number)';

/** `GET /api/checkout/delivery-methods/` query: methods offered in a delivery country. */
export const deliveryMethodsQuerySchema = z.object({
  country: countryCodeSchema.default('fi'),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

export const DELIVERY_METHOD_KINDS = [
  'home',
  'pickup-point',
  'store',
  'express',
  'freight',
] as const;

/** A delivery method of the checkout form (platform §3 Checkout deliveryMethods). */
export const deliveryMethodSchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(DELIVERY_METHOD_KINDS),
  /** Euro cents including VAT. */
  price: z.number().int(),
  /** Cart total (euro cents) from which delivery is free; null when never free. */
  freeThreshold: z.number().int().nullable(),
  timeEstimate: z.string(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export const deliveryMethodsResponseSchema = z.array(deliveryMethodSchema);

export { offersStorePickup, STORE_PICKUP_KINDS } from './store-pickup.js';
