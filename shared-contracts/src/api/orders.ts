/**
 * Placing an order: `POST /api/orders/` (issue 8 point 6). The server takes every price from
 * its database; the request names only what is bought, where it goes and who gets it.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { orderResponseSchema } from './checkout.js';
import {
  checkoutBundleSchema,
  checkoutCodeSchema,
  checkoutGiftCardProductSchema,
  giftCampaignDataSchema,
  MAX_CHECKOUT_CODES,
  MAX_SPECIAL_REQUEST_LENGTH,
} from './checkout-validation.js';
import { idSchema } from './ids.js';
import { countryCodeSchema, currencyCodeSchema } from './market.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_LINE_AMOUNT,
  MAX_ORDER_LINES,
  ONLINE_ORDER_HOLD_LIMITS,
} from './order-limits.js';

export { IDEMPOTENCY_KEY_HEADER, MAX_LINE_AMOUNT, MAX_ORDER_LINES, ONLINE_ORDER_HOLD_LIMITS };

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
  variant_id: idSchema('must be a variant id'),
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

/**
 * `POST /api/orders/` body: the rows, codes and choices the checkout validated (the same
 * fields as `POST /api/checkout/`, without prices) and the checkout form.
 */
export const placeOrderRequestSchema = z
  .object({
    /** Delivery country, lower-case ISO2: decides the tax area, prices and delivery methods. */
    country_code: countryCodeSchema,
    /** The currency the order is charged in (the checkout's); null: the delivery country's. */
    currency_code: currencyCodeSchema.nullable().default(null),
    /** Language of the order's texts and its confirmation email. */
    language_code: languageSchema.default(DEFAULT_LANGUAGE),
    lines: z
      .array(placeOrderLineSchema)
      .max(MAX_ORDER_LINES, `must list at most ${MAX_ORDER_LINES} products`)
      .default([]),
    bundles: z
      .array(checkoutBundleSchema.omit({ uid: true }))
      .max(MAX_ORDER_LINES, 'has too many bundles')
      .default([]),
    gift_card_products: z
      .array(checkoutGiftCardProductSchema.omit({ uid: true }))
      .max(MAX_ORDER_LINES, 'has too many gift cards')
      .default([]),
    /** Discount codes and gift cards paying part of the order, as typed. */
    discount_codes: z
      .array(checkoutCodeSchema)
      .max(MAX_CHECKOUT_CODES, `must list at most ${MAX_CHECKOUT_CODES} codes`)
      .default([]),
    repack: z.boolean().default(false),
    part_delivery: z.boolean().default(false),
    special_request: z
      .string()
      .max(MAX_SPECIAL_REQUEST_LENGTH, `must be at most ${MAX_SPECIAL_REQUEST_LENGTH} characters`)
      .default(''),
    giftcampaign_data: giftCampaignDataSchema.nullable().default(null),
    form: placeOrderFormSchema,
  })
  .refine((body) => body.lines.length + body.bundles.length + body.gift_card_products.length > 0, {
    message: 'must list at least one product',
    path: ['lines'],
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
