/**
 * Request and response schemas of the product calls. Every remote and the api read them from
 * here (architecture rule 4). Money is integer euro cents including the tax area's VAT.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE, type Language } from '../market/languages.js';
import { priceTypeSchema } from './catalogue.js';
import { MAX_ID } from './ids.js';

/** Platform §9: the default tax area. */
const DEFAULT_TAX_AREA_ID = 1;

const taxAreaIdSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, 'is too large')
  .default(DEFAULT_TAX_AREA_ID);

/** `GET /api/products/productmodel/{slug}/` path: the product slug (the path's last segment). */
export const productModelParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a product slug (letters, digits and hyphens)')
    .max(200, 'is too long'),
});
export type ProductModelParams = z.infer<typeof productModelParamsSchema>;

/** Boolean query flags arrive as `1`/`0`/`true`/`false`. */
const queryFlagSchema = z
  .enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' })
  .transform((value) => value === '1' || value === 'true');

/**
 * `GET /api/products/productmodel/{slug}/` query (catalogue §7): prices for `taxAreaId`, texts in
 * `lang`; `giftcampaign` (a campaign slug) applies the gift-campaign orderability rule (§4);
 * `preview` marks a staff preview link.
 */
export const productModelQuerySchema = z.object({
  taxAreaId: taxAreaIdSchema,
  lang: languageSchema.default(DEFAULT_LANGUAGE),
  preview: queryFlagSchema.optional(),
  giftcampaign: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'must be a campaign slug')
    .max(100, 'is too long')
    .optional(),
});
/** What the client sends; the schema parses the same keys from the query string. */
export interface ProductModelQuery {
  readonly taxAreaId: number;
  readonly lang: Language;
  readonly preview?: boolean;
  readonly giftcampaign?: string;
}

/** The prices of a variant in one tax area (catalogue §3 Prices per tax area), in cents. */
export const productPricesSchema = z.object({
  /** What everyone pays now. */
  active: z.number().int(),
  regular: z.number().int(),
  /** Club members' price, when it beats `active` (shown only when logged in, §6). */
  club: z.number().int().nullable(),
  /** The campaign (discount) price, when one exists. */
  discount: z.number().int().nullable(),
  /** Lowest price of the last 30 days (catalogue §9, shown for delivery country fi). */
  lowest30d: z.number().int().nullable(),
  /** Catalogue §4 price type, shared with the product cards. */
  type: priceTypeSchema,
  /** Whole percent `active` is below `regular`; 0 when the model hides discount percentages. */
  discountPercent: z.number().int(),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const productImageSchema = z.object({
  /** Media url; add `?w=` for the width wanted (catalogue §9 gallery sizes). */
  url: z.string(),
  caption: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A colour a model comes in, with its pictures (catalogue §3 colors). */
export const productColorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  hex: z.string(),
  images: z.array(productImageSchema),
});
export type ProductColor = z.infer<typeof productColorSchema>;

/** A size or type option; the list is ordered for display (catalogue §4 size ordering). */
export const productOptionSchema = z.object({ slug: z.string(), name: z.string() });
export type ProductOption = z.infer<typeof productOptionSchema>;

export const storeRefSchema = z.object({ slug: z.string(), name: z.string() });
export type StoreRef = z.infer<typeof storeRefSchema>;

/** One buyable combination of colour, size and type (catalogue §3 Variant). */
export const productVariantSchema = z.object({
  variantId: z.number().int(),
  colorSlug: z.string(),
  sizeSlug: z.string(),
  typeSlug: z.string(),
  /** Catalogue §4: on order or in stock (gift-campaign rule applied when asked for). */
  isOrderable: z.boolean(),
  onOrder: z.boolean(),
  /** Catalogue §9 shipping-time number: ≤2 immediate, 3–29 delayed, 30/60 text, 999 none. */
  shippingDays: z.number().int(),
  /** When incoming stock is expected (ISO date), for variants on their way. */
  incomingDate: z.string().nullable(),
  /** Stock of the web store (id 20). */
  webQuantity: z.number().int(),
  /** The web stock is blocked from online sale. */
  isStockBlocked: z.boolean(),
  /** Physical stores holding it, in display order (the web store and supplier stock excluded). */
  inStockStores: z.array(storeRefSchema),
  /** The supplier's stock holds it (the availability table's external column, catalogue §4). */
  inExternalStock: z.boolean().optional(),
  prices: productPricesSchema,
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * Catalogue §3 property kinds, in the order the property list shows them; the model number
 * (`modelNumber`) comes last of all.
 */
export const propertyKindSchema = z.enum(['unit', 'numeric', 'text', 'boolean']);
export type PropertyKind = z.infer<typeof propertyKindSchema>;

/** A property of the model (sustainability flags excluded, catalogue §3), in display order. */
export const productPropertySchema = z.object({
  slug: z.string(),
  /** The name without the bracketed unit. */
  name: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
  kind: propertyKindSchema,
});
export type ProductProperty = z.infer<typeof productPropertySchema>;

export const productGroupRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Slugs from the top-level group down; the group page is `/{path}/`. */
  path: z.string(),
});
export type ProductGroupRef = z.infer<typeof productGroupRefSchema>;

/** A variant a bundle offer can be bought with: one that is orderable now (catalogue §4). */
export const bundleVariantSchema = z.object({
  variantId: z.number().int(),
  /** Colour, size and type in the shopper's language, e.g. 'Black, 42'; '' for a single variant. */
  label: z.string(),
  /** The variant's active price in the tax area, in cents, before the bundle discount. */
  price: z.number().int(),
});
export type BundleVariant = z.infer<typeof bundleVariantSchema>;

/** A model sold in a bundle offer besides the main product (catalogue §3 Bundle offer). */
export const bundleModelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  /** The model's first picture (media url), if any. */
  image: z.string().nullable(),
  /** Canonical page path, without language prefix. */
  path: z.string(),
  /** Orderable variants only, in the model's variant order; never empty. */
  variants: z.array(bundleVariantSchema),
});
export type BundleModel = z.infer<typeof bundleModelSchema>;

/**
 * A bundle offer of the model (catalogue §3): the main product sold together with
 * `models` at `discountPercent` off. Offers whose secondary models have nothing orderable in the
 * tax area are left out. The cart's bundle id joins the main model id and the chosen variant ids
 * with hyphens; the checkout prices it from the database (architecture rule 8).
 */
export const bundleOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  discountPercent: z.number().int(),
  /** The secondary models, in the offer's order. */
  models: z.array(bundleModelSchema),
});
export type BundleOffer = z.infer<typeof bundleOfferSchema>;

/** A variant's stock in one store, as staff see it (catalogue §1 per-store stock breakdown). */
export const staffStoreStockSchema = z.object({
  storeId: z.number().int(),
  storeSlug: z.string(),
  storeName: z.string(),
  quantity: z.number().int(),
  /** Where the item lies in that store's stockroom, when recorded. */
  shelfCode: z.string().nullable(),
});
export type StaffStoreStock = z.infer<typeof staffStoreStockSchema>;

/** One variant's stock rows, in the stores' display order (the web store 20 first). */
export const staffVariantStockSchema = z.object({
  variantId: z.number().int(),
  stores: z.array(staffStoreStockSchema),
});
export type StaffVariantStock = z.infer<typeof staffVariantStockSchema>;

/** A quote block (catalogue §2): the words, who said them and their picture. */
export const productQuoteSchema = z.object({
  text: z.string(),
  name: z.string(),
  image: z.string(),
});
export type ProductQuote = z.infer<typeof productQuoteSchema>;

/** A machine-translated model's texts in the language they were written in. */
export const productOriginalSchema = z.object({
  language: languageSchema,
  tagline: z.string(),
  shortDescription: z.string(),
  longDescriptionHtml: z.string(),
});
export type ProductOriginal = z.infer<typeof productOriginalSchema>;

/** `GET /api/products/productmodel/{slug}/` response: the full product model (catalogue §3). */
export const productModelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  modelNumber: z.string(),
  /** Canonical page path from `productPath()`, without language prefix. */
  path: z.string(),
  manufacturer: z.object({
    name: z.string(),
    slug: z.string(),
    logo: z.string(),
    /** ISO 3166-1 alpha-2 of the brand's home (the Finnish-owned badge, catalogue §2). */
    countryCode: z.string().optional(),
  }),
  tagline: z.string(),
  shortDescription: z.string(),
  /** The page's meta description in the language asked for (contracts 3.1). */
  metaDescription: z.string().optional(),
  /** Unsanitised HTML. */
  longDescriptionHtml: z.string(),
  modelNotice: z.string().nullable(),
  /** The cheapest orderable variant's prices (any variant's when none is orderable). */
  prices: productPricesSchema,
  /** Sorted by number of in-stock variants, then name (catalogue §4). */
  colors: z.array(productColorSchema),
  sizes: z.array(productOptionSchema),
  types: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  /** Pictures of no particular colour. */
  images: z.array(productImageSchema),
  properties: z.array(productPropertySchema),
  /** `average` on the 0–10 review scale. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  mainGroup: productGroupRefSchema,
  /** From the top-level group down to the main group. */
  breadcrumb: z.array(productGroupRefSchema),
  promotedColour: z.string().nullable(),
  isPublic: z.boolean(),
  campaignOnly: z.boolean(),
  isSecondHand: z.boolean(),
  isGiftCard: z.boolean(),
  /**
   * A gift card that asks for the recipient's name (catalogue §5), from the data. Optional
   * only so that answers of an older api still parse.
   */
  needsRecipient: z.boolean().optional(),
  isBundle: z.boolean(),
  onOrder: z.boolean(),
  belongsToOutlet: z.boolean(),
  /**
   * Delivery countries (lower-case ISO 3166 alpha-2) the model is not shipped to (catalogue §3
   * delivery limits): add to cart is disabled there except in gift campaigns (§4). Optional
   * only so that answers of an older api still parse.
   */
  blockedDeliveryCountries: z.array(z.string()).optional(),
  /** The model's bundle offers (catalogue §2 Bundles section); optional for older apis. */
  bundleOffers: z.array(bundleOfferSchema).optional(),
  /**
   * When the current offer ends (ISO 8601, UTC), else null (catalogue §4 Price ending): the page
   * notes it only while it lies in the future within `priceEndingMaxDays` of now. Optional only
   * so that answers of an older api still parse.
   */
  priceEnding: z.string().nullable().optional(),
  /**
   * The same end on the shop's clock (`SHOP_TIME_ZONE`), `YYYY-MM-DDTHH:mm`, else null: the page
   * writes it without a date format of its own (a page's first, with its time zone data, costs
   * a phone some 100 ms of its main thread). Optional: an older api sends only `priceEnding`.
   */
  priceEndingShopTime: z.string().nullable().optional(),
  /**
   * Per-store stock of each variant (catalogue §1), present only when a staff user asks; the
   * answer is then `private, no-store`. Absent for everyone else.
   */
  staffStock: z.array(staffVariantStockSchema).optional(),
  /** A customer's words on the product, shown in Finnish only (catalogue §2); null if none. */
  quote: productQuoteSchema.nullable().optional(),
  /**
   * The texts as written, when those in the language asked for are machine translations
   * (catalogue §2 show-original toggle); null otherwise.
   */
  original: productOriginalSchema.nullable().optional(),
  /** A second-hand product's unused parent, which its page links to (catalogue §2). */
  secondHandParent: z.object({ name: z.string(), path: z.string() }).nullable().optional(),
});
export type ProductModel = z.infer<typeof productModelSchema>;

/** `GET /api/products/giftcards/` query. */
export const giftCardsQuerySchema = z.object({
  taxAreaId: taxAreaIdSchema,
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export interface GiftCardsQuery {
  readonly taxAreaId: number;
  readonly lang: Language;
}

/** A gift card model (catalogue §5: ids 1412 and 2427). */
export const giftCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  variantId: z.number().int(),
  /** Price of one euro of value in the tax area, in cents (gift cards carry no VAT). */
  unitPrice: z.number().int(),
  /** The card asks for the recipient's name (catalogue §5: model 2427), from the data. */
  needsRecipient: z.boolean(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/** `GET /api/products/giftcards/` response. */
export const giftCardsResponseSchema = z.object({ giftCards: z.array(giftCardSchema) });
export type GiftCardsResponse = z.infer<typeof giftCardsResponseSchema>;

export { bundlePrice } from '../pricing/bundle-price.js';
