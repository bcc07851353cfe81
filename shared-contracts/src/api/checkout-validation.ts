/**
 * Checkout validation: `POST /api/checkout/` (platform §7). The browser sends what the shopper
 * has put together; the server answers with every price, discount, delivery method, threshold
 * and error, computed from its database (issue 8: the server decides every price).
 *
 * Money in the response is euro cents including VAT, like every other order amount, except
 * `summary`: the priced summary in the shopper's currency that every page shows.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { DELIVERY_METHOD_KINDS } from './checkout.js';
import { MAX_SPECIAL_REQUEST_LENGTH, READ_ONLY_ORDER } from './checkout-constants.js';
import { idSchema } from './ids.js';
import { countryCodeSchema, currencyCodeSchema } from './market.js';
import { MAX_LINE_AMOUNT, MAX_ORDER_LINES } from './order-limits.js';
import { paymentMethodSlugSchema } from './payments.js';
import { priceSummarySchema } from './price-summary.js';

/** The most discount codes and gift cards one checkout may carry. */
export const MAX_CHECKOUT_CODES = 10;
/** Gift card face value (catalogue §5): step 10, at most 10000 euros. */
export const GIFT_CARD_MAX_EUROS = 10_000;
export const GIFT_CARD_STEP_EUROS = 10;

const id = idSchema();
const uid = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64, 'is too long')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits or _ . : -');
const amount = z
  .number()
  .int('must be a whole number')
  .positive('must be at least 1')
  .max(MAX_LINE_AMOUNT, `must be at most ${MAX_LINE_AMOUNT}`);

/** A new bundle's id (catalogue §3): the main model id and the chosen variant ids, hyphenated. */
export const BUNDLE_ID_PATTERN = /^\d{1,9}(-\d{1,9}){1,20}$/;

/** One product row (platform §3 Checkout `products`): a variant and how many. */
export const checkoutProductSchema = z.object({
  uid,
  /** The variant id (platform §3 `productId`). */
  product_id: id,
  amount,
  frozen: z.boolean().default(false),
});

/** One bundle row: the bundle id and how many whole bundles. */
export const checkoutBundleSchema = z.object({
  uid,
  bundle_id: z
    .string()
    .regex(BUNDLE_ID_PATTERN, 'must be the main model id and the variant ids joined by hyphens'),
  amount,
});

/** One gift card bought (catalogue §3 Gift card order). */
export const checkoutGiftCardProductSchema = z.object({
  uid,
  product_id: id,
  value_euros: z
    .number()
    .int('must be a whole number')
    .positive('must be more than 0')
    .max(GIFT_CARD_MAX_EUROS, `must be at most ${GIFT_CARD_MAX_EUROS}`)
    .refine((value) => value % GIFT_CARD_STEP_EUROS === 0, {
      message: `must be a multiple of ${GIFT_CARD_STEP_EUROS}`,
    }),
  recipient_name: z.string().trim().max(100, 'is too long').default(''),
});

/** A discount code or gift-card code as typed; the server matches it case-insensitively. */
export const checkoutCodeSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40, 'is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -');

export const giftCampaignDataSchema = z.object({
  code: checkoutCodeSchema,
  /** The gift campaign category slug. */
  campaign: z.string().trim().min(1).max(100),
});

/** Which page validates: the cart (`/checkout/`) or the payment page. */
export const CHECKOUT_PAGE_NAMES = ['checkout', 'cart'] as const;

/** `POST /api/checkout/` body: platform §7's request fields, plus the chosen delivery method. */
export const checkoutValidationRequestSchema = z.object({
  /** Sent by a logged-in client; the server trusts only the token's customer. */
  customer_id: id.nullable().default(null),
  country_code: countryCodeSchema,
  /**
   * The currency the shopper sees prices in and pays in; null: the delivery country's. An
   * unknown code is refused.
   */
  currency_code: currencyCodeSchema.nullable().default(null),
  language_code: languageSchema.default(DEFAULT_LANGUAGE),
  products: z
    .array(checkoutProductSchema)
    .max(MAX_ORDER_LINES, `must list at most ${MAX_ORDER_LINES} products`)
    .default([]),
  bundles: z.array(checkoutBundleSchema).max(MAX_ORDER_LINES, 'has too many bundles').default([]),
  gift_card_products: z
    .array(checkoutGiftCardProductSchema)
    .max(MAX_ORDER_LINES, 'has too many gift cards')
    .default([]),
  discount_codes: z
    .array(checkoutCodeSchema)
    .max(MAX_CHECKOUT_CODES, `must list at most ${MAX_CHECKOUT_CODES} codes`)
    .default([]),
  /** The chosen delivery method's slug; empty before the shopper chooses. */
  delivery_method: z.string().trim().max(60, 'is too long').default(''),
  /** The chosen store, pickup point or locker id, named in the summary's delivery place. */
  delivery_location: z.string().trim().max(100, 'is too long').default(''),
  repack: z.boolean().default(false),
  /** Express store pickup (pikanouto). */
  pikanouto: z.boolean().default(false),
  delivery_extra_data: z
    .object({
      /** Deliver what is in stock now and the rest later (delivery splitting). */
      part_delivery: z.boolean().default(false),
      giosg_chatter: z.boolean().default(false),
    })
    .default({ part_delivery: false, giosg_chatter: false }),
  klarna_global_checkout_id: z.string().trim().max(64).nullable().default(null),
  special_request: z
    .string()
    .max(MAX_SPECIAL_REQUEST_LENGTH, `must be at most ${MAX_SPECIAL_REQUEST_LENGTH} characters`)
    .default(''),
  pageName: z.enum(CHECKOUT_PAGE_NAMES).default('checkout'),
  giftcampaign_data: giftCampaignDataSchema.nullable().default(null),
  /** Staff: the enterprise order being filled. */
  enterprise_order: z.object({ id }).nullable().default(null),
  /** Staff: transfer request source and destination store ids. */
  transfer_request_from: z.array(id).max(20).default([]),
  transfer_request_to: z.array(id).max(20).default([]),
  post_delivery: z.boolean().default(false),
});
export type CheckoutValidationRequest = z.input<typeof checkoutValidationRequestSchema>;
export type CheckoutValidationBody = z.output<typeof checkoutValidationRequestSchema>;

/**
 * Why a row cannot be bought as asked. The client shows its own text for each code in the
 * shopper's language; `message` is English for logs.
 */
export const CHECKOUT_LINE_ERROR_CODES = [
  // The variant or bundle does not exist or is no longer sold.
  'UNKNOWN_PRODUCT',
  // Not orderable (not public, or blocked).
  'NOT_ORDERABLE',
  // More than the stock; `max_amount` says how many can be bought.
  'OUT_OF_STOCK',
  // The product is not shipped to the delivery country.
  'NOT_DELIVERED_TO_COUNTRY',
  // A frozen line asked for more than it had.
  'FROZEN',
  // catalogue §5 'Only a single Vuota-item is allowed per order.'
  'SINGLE_GIFT_CARD',
] as const;
export const checkoutLineErrorCodeSchema = z.enum(CHECKOUT_LINE_ERROR_CODES);
export type CheckoutLineErrorCode = z.infer<typeof checkoutLineErrorCodeSchema>;

/** Errors about the checkout as a whole or one code; `field` names the request field. */
export const CHECKOUT_ERROR_CODES = [
  ...CHECKOUT_LINE_ERROR_CODES,
  'UNKNOWN_CODE',
  'CODE_EXPIRED',
  'CODE_NOT_STARTED',
  'CODE_USED_UP',
  // A second discount code: one cart discount per order.
  'CODE_NOT_COMBINABLE',
  'CODE_MINIMUM_NOT_MET',
  'GIFT_CARD_EMPTY',
  'UNKNOWN_DELIVERY_METHOD',
  'GIFT_CAMPAIGN_INVALID',
] as const;
export const checkoutErrorCodeSchema = z.enum(CHECKOUT_ERROR_CODES);
export type CheckoutErrorCode = z.infer<typeof checkoutErrorCodeSchema>;

export const checkoutErrorSchema = z.object({
  code: checkoutErrorCodeSchema,
  /** The request field it is about, e.g. `products.0.amount` or `discount_codes.1`. */
  field: z.string(),
  message: z.string(),
  /**
   * The money the error is about, in hundredths of the summary's currency: for
   * `CODE_MINIMUM_NOT_MET` the rows' minimum the code needs.
   */
  amount: z.number().int().optional(),
});
export type CheckoutError = z.infer<typeof checkoutErrorSchema>;

/** The price kinds a row can be sold at (catalogue §4 price type). */
export const CHECKOUT_PRICE_TYPES = ['normal', 'discount', 'club', 'outdoor', 'outlet'] as const;

/** A product row as the server priced it. */
export const checkoutProductLineSchema = z.object({
  uid: z.string(),
  product_id: z.number().int(),
  model_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  /** Colour, size and type, e.g. 'Black, 42'. */
  variant_text: z.string(),
  /** Product page path without language prefix; null for a product that no longer exists. */
  path: z.string().nullable(),
  /** Image path for `mediaUrl`, or null. */
  image: z.string().nullable(),
  amount: z.number().int(),
  /** The most that can be bought (catalogue §5); null when unlimited (on order). */
  max_amount: z.number().int().nullable(),
  on_order: z.boolean(),
  frozen: z.boolean(),
  unit_price: z.number().int(),
  /** The regular price, to show a strike-through when `unit_price` is lower. */
  regular_unit_price: z.number().int(),
  price_type: z.enum(CHECKOUT_PRICE_TYPES),
  line_total: z.number().int(),
  /** Dispatch time in business days (catalogue §9 shipping time numbers). */
  shipping_days: z.number().int(),
  error: checkoutLineErrorCodeSchema.nullable(),
});
export type CheckoutProductLine = z.infer<typeof checkoutProductLineSchema>;

/** A bundle row: its products and the bundle price. */
export const checkoutBundleLineSchema = z.object({
  uid: z.string(),
  bundle_id: z.string(),
  name: z.string(),
  amount: z.number().int(),
  max_amount: z.number().int().nullable(),
  products: z.array(
    z.object({
      product_id: z.number().int(),
      model_id: z.number().int(),
      name: z.string(),
      variant_text: z.string(),
      image: z.string().nullable(),
      /** This product's share of the bundle's unit price (the shares add up to it). */
      unit_price: z.number().int(),
    }),
  ),
  unit_price: z.number().int(),
  regular_unit_price: z.number().int(),
  line_total: z.number().int(),
  error: checkoutLineErrorCodeSchema.nullable(),
});
export type CheckoutBundleLine = z.infer<typeof checkoutBundleLineSchema>;

export const checkoutGiftCardLineSchema = z.object({
  uid: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  value_euros: z.number().int(),
  recipient_name: z.string(),
  /** Euro cents: the face value (gift cards carry no VAT). */
  line_total: z.number().int(),
  error: checkoutLineErrorCodeSchema.nullable(),
});
export type CheckoutGiftCardLine = z.infer<typeof checkoutGiftCardLineSchema>;

/** A place the parcel can be collected from. */
export const pickupLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
});

export const checkoutDeliveryMethodSchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(DELIVERY_METHOD_KINDS),
  /** Euro cents for this cart: 0 when the cart reaches the method's free threshold. */
  price: z.number().int(),
  freeThreshold: z.number().int().nullable(),
  timeEstimate: z.string(),
  /** Where the parcel can be collected; empty for home delivery. */
  locations: z.array(pickupLocationSchema),
});
export type CheckoutDeliveryMethod = z.infer<typeof checkoutDeliveryMethodSchema>;

/** How an order can be paid; every provider runs through the shop's provider interface. */
export const PAYMENT_METHOD_KINDS = ['pay-later', 'card', 'wallet'] as const;
export const paymentMethodSchema = z.object({
  slug: paymentMethodSlugSchema,
  name: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `POST /api/checkout/` response (platform §7). */
export const checkoutValidationResponseSchema = z.object({
  /** The discount code the cart got, echoed as sent upper-case; null when none applies. */
  cart_discount: z.object({ code: z.string(), amount: z.number().int() }).nullable(),
  /** Gift cards used as payment: `payment_id` is the gift card's code. */
  payment_events: z.array(
    z.object({
      payment_id: z.string(),
      processor_slug: z.string(),
      creation_time: z.iso.datetime({ offset: true }),
      amount: z.number().int(),
    }),
  ),
  show_klarna: z.boolean(),
  paypal_checkout: z.boolean(),
  /** Why the checkout cannot go on as it is, e.g. `READ_ONLY_ORDER`; null when it can. */
  reason: z.string().nullable(),
  products: z.array(checkoutProductLineSchema),
  bundles: z.array(checkoutBundleLineSchema),
  gift_card_products: z.array(checkoutGiftCardLineSchema),
  /** Rows before discounts. */
  lines_total: z.number().int(),
  discount_total: z.number().int(),
  delivery_cost: z.number().int(),
  /** Rows minus discounts plus delivery and repack: what the order costs. */
  total_price: z.number().int(),
  /** `total_price` minus the gift cards used as payment: what is left to pay. */
  payable_price: z.number().int(),
  payment_methods: z.array(paymentMethodSchema),
  delivery_methods: z.array(checkoutDeliveryMethodSchema),
  /** Cart totals (euro cents) from which delivery and repack are free; null when never. */
  delivery_thresholds: z.object({
    delivery_threshold: z.number().int().nullable(),
    repack_threshold: z.number().int().nullable(),
  }),
  repack_cost: z.number().int(),
  /** Delivery time text in the request's language (catalogue §9). */
  shipping_time_str: z.string(),
  kgco_id: z.string().nullable(),
  giftcampaign_data: giftCampaignDataSchema.nullable(),
  enterprise_order: z.object({ id: z.number().int() }).nullable(),
  transfer_request_from: z.array(z.number().int()),
  post_delivery: z.boolean(),
  /** Customs acknowledgement the delivery country needs (catalogue §5: UK, CH, CA). */
  requires_customs_ack: z.boolean(),
  errors: z.array(checkoutErrorSchema),
  /**
   * What the shopper is shown as the money of this cart, in the market's currency and
   * rounding (the euro-cent fields above are the shop's books): every page renders this.
   */
  summary: priceSummarySchema,
  /** The pay-later provider's embedded checkout; the sandbox never sends one. */
  kco_iframe: z.string().nullable(),
});
export type CheckoutValidationResponse = z.infer<typeof checkoutValidationResponseSchema>;

export { MAX_SPECIAL_REQUEST_LENGTH, READ_ONLY_ORDER };
