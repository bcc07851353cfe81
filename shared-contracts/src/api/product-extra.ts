/**
 * Request and response schemas of the product page's extra reads (catalogue §7): the delivery
 * limits and the related products of a model (`GET /api/product/extra/`), and the delivery
 * options to a Finnish postcode (`GET /api/get_fast_shipping/`). Money is integer euro cents
 * including VAT.
 */
import * as z from '@shop/shared-contracts/zod';
import type { Language } from '../market/languages.js';
import { productCardSchema } from './catalogue.js';
import { deliveryMethodSchema } from './checkout.js';
import { MAX_ID } from './ids.js';
import { bundleOfferSchema, productModelQuerySchema } from './product.js';

// ---------------------------------------------------------------------------------------------
// GET /api/product/extra/?slug=&delivery-country-code=&type=[&group=][&lang=][&taxAreaId=]

/** `type=1`: the delivery limits of the model to a country; `type=2`: its related products. */
export type ProductExtraType = 1 | 2;

const requiredText = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string'),
  });

/** `GET /api/product/extra/` query (catalogue §7). */
export const productExtraQuerySchema = z.object({
  /** The model's slug (the product path's last segment). */
  slug: requiredText()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a product slug (letters, digits and hyphens)')
    .max(200, 'is too long'),
  /** ISO 3166-1 alpha-2, any case in, upper case out (`fi` → `FI`); Finland when absent. */
  'delivery-country-code': z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase())
    .default('FI'),
  type: z.coerce
    .number({ error: 'must be 1 or 2' })
    .pipe(z.literal([1, 2], { error: 'must be 1 or 2' })),
  /** The group path (or group slug) the page was reached from; related products may use it. */
  group: z
    .string()
    .trim()
    .transform((group) => group.replace(/^\/+|\/+$/g, '').toLowerCase())
    .pipe(z.string().max(300, 'is too long'))
    .optional(),
  lang: productModelQuerySchema.shape.lang,
  taxAreaId: productModelQuerySchema.shape.taxAreaId,
});
/** What the client sends; the schema parses the same keys from the query string. */
export interface ProductExtraQuery {
  readonly slug: string;
  readonly 'delivery-country-code': string;
  readonly type: ProductExtraType;
  readonly group?: string;
  readonly lang: Language;
  readonly taxAreaId: number;
}

/**
 * `type=1` response: how the model can be delivered to the country (catalogue §3 Delivery
 * limits). A country in the model's blocked countries is `blocked` with no methods (§8 'This
 * product is not shipped to {country}'); otherwise the country's delivery methods, narrowed to
 * the model's allowed methods when it has such a list. A country no method serves has none.
 */
export const productDeliveryLimitResponseSchema = z.object({
  delivery_method_limit: z.object({
    /** The country asked for, upper-case ISO 3166-1 alpha-2. */
    country: z.string(),
    blocked: z.boolean(),
    /** Why it is blocked, when the data says (catalogue §8 optional block info text). */
    blockInfo: z.string().nullable(),
    /** In display order; `price` and `freeThreshold` in euro cents. */
    methods: z.array(deliveryMethodSchema),
  }),
});
export type ProductDeliveryLimitResponse = z.infer<typeof productDeliveryLimitResponseSchema>;

/** A row of a size guide: one measurement, a value per size. */
export const sizeTableRowSchema = z.object({
  name: z.string(),
  unit: z.string(),
  /** In the order of the table's `sizes`. */
  values: z.array(z.string()),
});
export type SizeTableRow = z.infer<typeof sizeTableRowSchema>;

/** A size guide of the model (catalogue §3 Size table); only tables with sizes and rows (§5). */
export const sizeTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the table sizes, e.g. `clothing`, `footwear`, `ski-boots`, `skis`. */
  productType: z.string(),
  /** The column headings. */
  sizes: z.array(z.string()),
  rows: z.array(sizeTableRowSchema),
  infoText: z.string(),
  /** A picture of how to measure (media url); null when none or hidden. */
  image: z.string().nullable(),
});
export type SizeTable = z.infer<typeof sizeTableSchema>;

/**
 * `type=2` response (catalogue §7): the model's bundle offers, recommendations, products bought
 * with it and size guides. The cards are the product list's (`productCardSchema`), so
 * mf-catalog's exposed card renders them; each list holds at most 8 public models, never the
 * model itself.
 */
export const productRelatedResponseSchema = z.object({
  /** As in the product model's `bundleOffers`. */
  bundles: z.array(bundleOfferSchema),
  /**
   * The most sold models of the model's main group, then of the group the page was reached
   * from (`group`) when that is one of the model's groups.
   */
  recommendations: z.array(productCardSchema),
  /**
   * Models in the same orders as this model, most shared orders first, topped up with the most
   * sold models of its top-level group.
   */
  also_bought: z.array(productCardSchema),
  sizetables: z.array(sizeTableSchema),
});
export type ProductRelatedResponse = z.infer<typeof productRelatedResponseSchema>;

/** `GET /api/product/extra/` response: the `type=1` or the `type=2` answer. */
export const productExtraResponseSchema = z.union([
  productDeliveryLimitResponseSchema,
  productRelatedResponseSchema,
]);
export type ProductExtraResponse = z.infer<typeof productExtraResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/get_fast_shipping/?postal_code=&price=&variant_id=[&lang=]

/** `GET /api/get_fast_shipping/` query (catalogue §5 delivery-method lookup, §7). */
export const fastShippingQuerySchema = z.object({
  /** A Finnish postcode: exactly 5 digits (catalogue §9). */
  postal_code: requiredText()
    .trim()
    .regex(/^\d{5}$/, 'must be exactly 5 digits'),
  /** What the shopper would pay (euro cents): decides which methods are free. */
  price: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(MAX_ID, 'is too large'),
  variant_id: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(MAX_ID, 'is too large'),
  lang: productModelQuerySchema.shape.lang,
});
/** What the client sends; the schema parses the same keys from the query string. */
export interface FastShippingQuery {
  readonly postal_code: string;
  readonly price: number;
  readonly variant_id: number;
  readonly lang: Language;
}

/** A way to get the variant to the postcode (catalogue §3 Delivery method option). */
export const fastShippingOptionSchema = z.object({
  name: z.string(),
  timeEstimate: z.string(),
  /** Euro cents; 0 when the asked price reaches the method's free threshold. */
  price: z.number().int(),
  /** The store to collect from (link `{stores url}/{storeSlug}/`); null for carriers. */
  storeSlug: z.string().nullable(),
});
export type FastShippingOption = z.infer<typeof fastShippingOptionSchema>;

/**
 * `GET /api/get_fast_shipping/` response: pickup from the stores that have the variant in stock,
 * nearest to the postcode first, then the Finnish carrier methods; empty when nothing delivers
 * there (catalogue §8 'no delivery methods for the postal code').
 */
export const fastShippingResponseSchema = z.array(fastShippingOptionSchema);
export type FastShippingResponse = z.infer<typeof fastShippingResponseSchema>;
