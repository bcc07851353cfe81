/**
 * Request and response schemas of the catalogue calls. Every remote and the api read them from
 * here (architecture rule 4). Money is integer euro cents of the requested tax area.
 */
import * as z from '@shop/shared-contracts/zod';
import { MAX_PAGE_LIMIT, PAGE_STEP } from '../catalogue/listing/listing-page.js';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { MAX_ID } from './ids.js';
import { productGroupNodeSchema } from './product-groups.js';
import { recommendationOrderSchema } from './recommendations.js';

const requiredText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().min(1, 'is required'));

// ---------------------------------------------------------------------------------------------
// GET /api/products/productgroup/?path=&lang=

/** `GET /api/products/productgroup/` query: the group path, matched lower-cased (catalogue §2). */
export const productGroupQuerySchema = z.object({
  path: requiredText().transform((path) => path.toLowerCase()),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type ProductGroupQuery = z.infer<typeof productGroupQuerySchema>;

/** An ancestor of a product group, root first, for breadcrumbs. */
export const productGroupAncestorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
});
export type ProductGroupAncestor = z.infer<typeof productGroupAncestorSchema>;

/** Catalogue §3 Product group, with the ancestors its breadcrumb is built from. */
export const productGroupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  slug: z.string(),
  path: z.string(),
  showInMenu: z.boolean(),
  children: z.array(productGroupNodeSchema),
  meta_title: z.string(),
  meta_description: z.string(),
  /** Plain text. */
  description: z.string(),
  /** The description as escaped HTML paragraphs. */
  description_html: z.string(),
  filterable_properties: z.array(z.string()),
  group_sorting: z.string(),
  /** From the top-level group down to the parent; empty for a top-level group. */
  ancestors: z.array(productGroupAncestorSchema),
});
export type ProductGroupDetail = z.infer<typeof productGroupDetailSchema>;

/** Catalogue §7: a list whose first element is used. */
export const productGroupResponseSchema = z.array(productGroupDetailSchema);
export type ProductGroupResponse = z.infer<typeof productGroupResponseSchema>;

// ---------------------------------------------------------------------------------------------
// /api/products/productmodellist/

/** Where a product list comes from (catalogue §7). */
export const PRODUCT_LIST_SOURCES = [
  'ProductGroup',
  'Manufacturer',
  'Search',
  'Campaign',
  'Newest',
  'SecondHand',
  'Models',
] as const;
export const productListSourceSchema = z.enum(PRODUCT_LIST_SOURCES);
export type ProductListSource = z.infer<typeof productListSourceSchema>;

export const GENDERS = ['men', 'women', 'kids', 'unisex'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

/** Which fields name the list for each source: one of them is required. */
const SOURCE_KEYS: Record<ProductListSource, readonly ('id' | 'slug' | 'ids' | 'text')[]> = {
  ProductGroup: ['id', 'slug'],
  Manufacturer: ['id', 'slug'],
  Campaign: ['id', 'slug'],
  Search: ['text'],
  Models: ['ids'],
  Newest: [],
  SecondHand: [],
};

/**
 * `POST /api/products/productmodellist/` body, also sent lz-compressed as `GET ?q=`.
 * `slug` is a group path (ProductGroup), a brand slug or a campaign slug.
 */
export const productModelListRequestSchema = z
  .object({
    source: productListSourceSchema,
    id: z.number().int().positive().max(MAX_ID, 'is too large').optional(),
    slug: z
      .string()
      .trim()
      .transform((slug) => slug.replace(/^\/+|\/+$/g, '').toLowerCase())
      .optional(),
    ids: z.array(z.number().int().positive().max(MAX_ID)).max(1000).optional(),
    text: z.string().trim().max(200).optional(),
    language: languageSchema.default(DEFAULT_LANGUAGE),
    /** Prices of this tax area (platform §9: default 1, Finland). */
    taxAreaId: z.number().int().positive().max(MAX_ID).default(1),
    /** Ids to put first, in this order. */
    sortIds: z.array(z.number().int().max(MAX_ID)).max(5000).optional(),
    /**
     * The recommendation service's order of a category (catalogue §7), applied by the api where
     * `sortIds` is not given: the strategy's ranked ids first, as `GET
     * /api/recommendations/strategy/` answers them.
     */
    recommendation: recommendationOrderSchema.optional(),
    /** Only models for these genders (the shoes landing page); unisex models always match. */
    genders: z.array(genderSchema).max(4).optional(),
  })
  .superRefine((request, context) => {
    const keys = SOURCE_KEYS[request.source];
    if (keys.length === 0) return;
    const given = keys.some((key) => {
      const value = request[key];
      return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
    });
    if (!given) {
      context.addIssue({
        code: 'custom',
        path: [keys[keys.length - 1] as string],
        message: `is required for source ${request.source} (${keys.join(' or ')})`,
      });
    }
  });
export type ProductModelListRequest = z.input<typeof productModelListRequestSchema>;
export type ParsedProductModelListRequest = z.output<typeof productModelListRequestSchema>;

/** `GET /api/products/productmodellist/` query: the request JSON, lz-string compressed. */
export const productModelListCompressedQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .min(1, 'is required'),
});

/** Catalogue §4 price types. */
export const PRICE_TYPES = ['normal', 'discount', 'club', 'outdoor', 'outlet'] as const;
export const priceTypeSchema = z.enum(PRICE_TYPES);
export type PriceType = z.infer<typeof priceTypeSchema>;

/** The price of a card: its cheapest variant in the tax area, in euro cents. */
export const cardPriceSchema = z.object({
  /** What everyone pays now. */
  active: z.number().int(),
  /** The regular price when `active` is below it, else null. */
  reference: z.number().int().nullable(),
  /** The club price when it beats `active` (shown to logged-in members), else null. */
  club: z.number().int().nullable(),
  type: priceTypeSchema,
  /** Lowest price of the last 30 days (catalogue §9, shown for delivery country fi). */
  lowest30d: z.number().int().nullable(),
});
export type CardPrice = z.infer<typeof cardPriceSchema>;

export const cardColorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  hex: z.string(),
  /** The first picture in this colour; empty when there is none. */
  image: z.string(),
});
export type CardColor = z.infer<typeof cardColorSchema>;

/** A tag shown on the card (platform §3 propertyTypes). */
export const cardRibbonSchema = z.object({
  slug: z.string(),
  name: z.string(),
  bgColor: z.string(),
  textColor: z.string(),
});
export type CardRibbon = z.infer<typeof cardRibbonSchema>;

/** Catalogue §3 product card, the fields the shop's data fills. */
/** A model's value of a filterable property (resources' `propertyFilters`); checkboxes hold `true`. */
export const cardPropertySchema = z.object({ slug: z.string(), value: z.string() });
export type CardProperty = z.infer<typeof cardPropertySchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  manufacturerSlug: z.string(),
  /** `productPath()`: brand, main group path, model slug; without language prefix. */
  path: z.string(),
  image: z.string(),
  colors: z.array(cardColorSchema),
  price: cardPriceSchema,
  /** The variants do not all cost the same: show 'from'. */
  fromPrefix: z.boolean(),
  showDiscountPercentage: z.boolean(),
  shortDescription: z.string(),
  /** Average review rating on the 0–10 scale, and how many reviews. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  soldAmount: z.number().int(),
  /** ISO date-time the model was published. */
  published: z.string(),
  /** Size names in size order. */
  sizes: z.array(z.string()),
  /** Slugs of the stores holding stock. */
  stocks: z.array(z.string()),
  productGroupIds: z.array(z.number().int()),
  ribbons: z.array(cardRibbonSchema),
  genders: z.array(genderSchema),
  isSecondHand: z.boolean(),
  isOutlet: z.boolean(),
  /** The model's property values in the catalogue's property order (since contracts 3.3). */
  properties: z.array(cardPropertySchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productModelListResponseSchema = z.array(productCardSchema);
export type ProductModelListResponse = z.infer<typeof productModelListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/products/productmodellist/page/?q= (POST with the JSON body): a page of a listing

/**
 * A page of a listing (since contracts 3.4): the list's source, the listing's filter and sort
 * parameters as in its URL, the slice, and the currency the price filter is in. The api filters,
 * sorts and counts (`listingPage`), so a shopper receives the cards shown, not the whole list.
 */
export const productListPageRequestSchema = z.object({
  list: productModelListRequestSchema,
  /** The listing's query string (`color=red&sort=lowest`); parameters it does not own are ignored. */
  filter: z.string().max(2000).default(''),
  offset: z.number().int().min(0).max(100_000).default(0),
  /** 0 asks only for the counts. */
  limit: z.number().int().min(0).max(MAX_PAGE_LIMIT).default(PAGE_STEP),
  currency: z
    .object({
      currencyCode: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code'),
      currencyRate: z.number().positive().max(1_000_000),
    })
    .default({ currencyCode: 'EUR', currencyRate: 1 }),
  /** A product group's filterable properties; every property when absent. */
  properties: z.array(z.string().max(100)).max(100).optional(),
});
export type ProductListPageRequest = z.input<typeof productListPageRequestSchema>;
export type ParsedProductListPageRequest = z.output<typeof productListPageRequestSchema>;

const numberRangeSchema = z.object({ min: z.number(), max: z.number() });
const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  hex: z.string().optional(),
});
const propertyDefinitionShape = {
  slug: z.string(),
  name: z.string(),
  unit: z.string(),
};
export const facetsSchema = z.object({
  manufacturer: z.array(facetValueSchema),
  color: z.array(facetValueSchema),
  store: z.array(facetValueSchema),
  size: z.array(facetValueSchema),
  group: z.array(facetValueSchema),
  price: numberRangeSchema.nullable(),
  properties: z.array(
    z.union([
      z.object({ ...propertyDefinitionShape, filter: z.literal('range'), span: numberRangeSchema }),
      z.object({
        ...propertyDefinitionShape,
        filter: z.literal('checkbox'),
        count: z.number().int(),
      }),
    ]),
  ),
});

export const productListPageResponseSchema = z.object({
  total: z.number().int(),
  matched: z.number().int(),
  offset: z.number().int(),
  cards: z.array(productCardSchema),
  facets: facetsSchema.nullable(),
});
export type ProductListPageResponse = z.infer<typeof productListPageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/brand/?slug=&lang=

export const manufacturerQuerySchema = z.object({
  slug: requiredText().transform((slug) => slug.toLowerCase()),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

/** Catalogue §3 Manufacturer. */
export const manufacturerDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  title: z.string(),
  description: z.string(),
  metaDescription: z.string(),
  promoImages: z.array(z.string()),
});
export type ManufacturerDetail = z.infer<typeof manufacturerDetailSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/campaign/?slug=&lang=

export const campaignQuerySchema = z.object({
  slug: requiredText().transform((slug) => slug.toLowerCase()),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

/** A campaign page's heading; its products come from the list call with source Campaign. */
export const campaignDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** `club-offers`: its products are the ones with a club price. */
  isClub: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
