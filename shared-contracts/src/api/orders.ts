/**
 * Placing an order: `POST /api/orders/` (issue 8 point 6). The server takes every price from
 * its database; the request names only what is bought, where it goes and who gets it.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { orderResponseSchema } from './checkout.js';
import { countryCodeSchema } from './market.js';

/** The header that makes placing idempotent: the same key never makes a second order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The most of one variant a single order line may ask for. */
export const MAX_LINE_AMOUNT = 999;

/** The most lines one order may have. */
export const MAX_ORDER_LINES = 100;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{16,128}$/;

/**
 * A key the client makes once per order attempt (a random UUID does) and sends again with every
 * retry of that attempt: 16 to 128 letters, digits, `_`, `.`, `:` or `-`.
 */
export const idempotencyKeySchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .trim()
  .regex(IDEMPOTENCY_KEY, 'must be 16 to 128 letters, digits or _ . : -');

/** `POST /api/orders/` headers (lower case, as Node gives them). */
export const placeOrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema,
});

/** One row to buy: a variant and how many. No price: the server decides it. */
export const placeOrderLineSchema = z.object({
  variant_id: z.number().int('must be a whole number').positive('must be a variant id'),
  amount: z
    .number()
    .int('must be a whole number')
    .positive('must be at least 1')
    .max(MAX_LINE_AMOUNT, `must be at most ${MAX_LINE_AMOUNT}`),
});
export type PlaceOrderLine = z.infer<typeof placeOrderLineSchema>;

const formText = (max: number) => z.string().max(max);

/**
 * The checkout form of platform §3 as sent. Only the shape is checked here; the rules that
 * depend on the delivery country and the chosen method (`checkoutFormSchema`) run on the server,
 * which knows both, so the browser and the server apply the same rules.
 */
export const placeOrderFormSchema = z.object({
  delivery_method: formText(60),
  delivery_location: formText(100).default(''),
  first_name: formText(50),
  last_name: formText(50),
  address: formText(100).default(''),
  postal_code: formText(10),
  city: formText(60),
  phone: formText(30),
  email: formText(254),
  seller_name: formText(60).default(''),
  seller_number: formText(10).default(''),
});

/** `POST /api/orders/` body. */
export const placeOrderRequestSchema = z.object({
  /** Delivery country, lower-case ISO2: decides the tax area, prices and delivery methods. */
  country_code: countryCodeSchema,
  /** Language of the order's texts and its confirmation email. */
  language_code: languageSchema.default(DEFAULT_LANGUAGE),
  lines: z
    .array(placeOrderLineSchema)
    .min(1, 'must list at least one product')
    .max(MAX_ORDER_LINES, `must list at most ${MAX_ORDER_LINES} products`),
  form: placeOrderFormSchema,
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/**
 * `POST /api/orders/` response: 201 for a new order, 200 with the same body when the key was
 * used before with the same request. `slug` opens the order's payment-outcome and process pages.
 */
export const placeOrderResponseSchema = z.object({
  slug: z.string(),
  /** Until when the stock stays held for the payment; null once nothing is held. */
  reservationExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  order: orderResponseSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
