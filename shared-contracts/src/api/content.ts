/**
 * Request and response schemas of the content calls. Every remote and the api read them from
 * here (architecture rule 4).
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { linkTokenSchema } from './account.js';
import { productCardSchema } from './catalogue.js';
import { checkoutCodeSchema } from './checkout-validation.js';
import { idSchema, MAX_ID } from './ids.js';

const lang = languageSchema.default(DEFAULT_LANGUAGE);

/** A required query text such as a slug: trimmed, slashes at either end dropped. */
const requiredSlug = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .trim()
  .transform((slug) => slug.replace(/^\/+|\/+$/g, ''))
  .pipe(z.string().min(1, 'is required'));

/** `?slug=&lang=`: one item of a content area by its slug. */
export const contentSlugQuerySchema = z.object({ slug: requiredSlug, lang });
export type ContentSlugQuery = z.infer<typeof contentSlugQuerySchema>;

/** `?lang=` only. */
export const contentLanguageQuerySchema = z.object({ lang });

// ---------------------------------------------------------------------------------------------
// Stores (platform §3 Resources stores, catalogue §3 Store)

/** A store shoppers can visit; the web store and supplier stock are never listed. */
export const storeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(['retail', 'outlet']),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Display strings such as `10-20`; `-` means closed. */
  openingHours: z.object({ weekdays: z.string(), saturday: z.string(), sunday: z.string() }),
  description: z.string(),
  image: z.string(),
  /** Express pickup (catalogue §2 /pikanouto) offered here. */
  pikanouto: z.boolean(),
  /** Online orders can be collected here. */
  nouto: z.boolean(),
});
export type Store = z.infer<typeof storeSchema>;

/** `GET /api/stores/?lang=`: the stores in display order. */
export const storesResponseSchema = z.object({ stores: z.array(storeSchema) });
export type StoresResponse = z.infer<typeof storesResponseSchema>;

/** Platform §8: the message of an unknown store. */
export function unknownStoreMessage(name: string): string {
  return `The store "${name}" does not exist.`;
}

// ---------------------------------------------------------------------------------------------
// Blog, the life-outdoors area (platform §2)

export const bloggerSummarySchema = z.object({ slug: z.string(), name: z.string() });

/** A post in lists: no body. `publishedAt` is an ISO date-time. */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  category: z.string(),
  publishedAt: z.string(),
  blogger: bloggerSummarySchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A blog category: posts name it by `slug`; `name` is in `?lang`, from the data. */
export const blogCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  postCount: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** `GET /api/blog/categories/?lang=`: every category that has posts, in blog_category_order. */
export const blogCategoriesResponseSchema = z.object({
  categories: z.array(blogCategorySchema),
});
export type BlogCategoriesResponse = z.infer<typeof blogCategoriesResponseSchema>;

/** `GET /api/blog/front/?lang=`: newest posts of each category, in blog_category_order. */
export const blogFrontResponseSchema = z.object({
  categories: z.array(
    z.object({
      slug: z.string(),
      /** The category's name in `?lang`; optional only so that older answers still parse. */
      name: z.string().optional(),
      posts: z.array(blogPostSummarySchema),
    }),
  ),
});
export type BlogFrontResponse = z.infer<typeof blogFrontResponseSchema>;

/** Posts per page of the blog list. */
export const BLOG_PAGE_SIZE = 12;

/** At most this many product groups in one `groups` query of the blog posts. */
export const BLOG_POST_GROUPS_MAX = 10;

/**
 * `GET /api/blog/posts/`: newest first, optionally of one category or about some product
 * groups (`groups`, comma-separated ids: the guides of a product page, catalogue §2), one page
 * at a time.
 */
export const blogPostsQuerySchema = z.object({
  lang,
  category: z.string().trim().min(1).max(60).optional(),
  groups: z
    .string()
    .regex(
      /^\d{1,9}(,\d{1,9}){0,9}$/,
      `must be up to ${BLOG_POST_GROUPS_MAX} comma-separated group ids`,
    )
    .transform((list) => list.split(',').map(Number))
    .optional(),
  page: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_ID, 'is too large')
    .default(1),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

export const blogPostsResponseSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  /** Every category that has posts, in blog_category_order, for the list's filter. */
  categories: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;

export const bloggerSchema = bloggerSummarySchema.extend({
  bio: z.string(),
  image: z.string(),
  postCount: z.number().int(),
});
export type Blogger = z.infer<typeof bloggerSchema>;

/** `GET /api/blog/post/?slug=&lang=`: one post; `contentHtml` is unsanitised HTML. */
export const blogPostResponseSchema = blogPostSummarySchema.extend({
  contentHtml: z.string(),
  blogger: bloggerSchema,
  /** Other posts of the same category, newest first. */
  related: z.array(blogPostSummarySchema),
});
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

/** `GET /api/blog/bloggers/?lang=`. */
export const bloggersResponseSchema = z.object({ bloggers: z.array(bloggerSchema) });
export type BloggersResponse = z.infer<typeof bloggersResponseSchema>;

/** `GET /api/blog/blogger/?slug=&lang=`: the blogger and their posts, newest first. */
export const bloggerResponseSchema = z.object({
  blogger: bloggerSchema,
  posts: z.array(blogPostSummarySchema),
});
export type BloggerResponse = z.infer<typeof bloggerResponseSchema>;

// ---------------------------------------------------------------------------------------------
// FAQ

export const faqQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Unsanitised HTML. */
  answer: z.string(),
  /** Shown on the FAQ front page among the most asked. */
  isFeatured: z.boolean(),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

/** `GET /api/faq/?lang=`: categories in display order, each with its questions. */
export const faqResponseSchema = z.object({
  categories: z.array(
    z.object({ slug: z.string(), title: z.string(), questions: z.array(faqQuestionSchema) }),
  ),
});
export type FaqResponse = z.infer<typeof faqResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Experiences

export const experienceSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  location: z.string(),
  duration: z.string(),
  season: z.string(),
});
export type ExperienceSummary = z.infer<typeof experienceSummarySchema>;

/** `GET /api/experiences/?lang=`. */
export const experiencesResponseSchema = z.object({
  experiences: z.array(experienceSummarySchema),
});
export type ExperiencesResponse = z.infer<typeof experiencesResponseSchema>;

/** `GET /api/experience/?slug=&lang=`; `partner` is the brand that runs it with us. */
export const experienceResponseSchema = experienceSummarySchema.extend({
  contentHtml: z.string(),
  partner: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type ExperienceResponse = z.infer<typeof experienceResponseSchema>;

/** `GET /api/experiences/products/?lang=&taxAreaId=`. */
export const experienceProductsQuerySchema = z.object({
  lang,
  taxAreaId: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be positive')
    .max(MAX_ID, 'is too large')
    .default(1),
});
export type ExperienceProductsQuery = z.infer<typeof experienceProductsQuerySchema>;

/** The brands of setting experience_manufacturer_list and their public products. */
export const experienceProductsResponseSchema = z.object({
  manufacturers: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** Catalogue §3 product cards, best sellers first, second-hand items left out. */
  products: z.array(productCardSchema),
});
export type ExperienceProductsResponse = z.infer<typeof experienceProductsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Gift campaign categories (catalogue §1, §4)

/** Catalogue §10: the message of an unknown gift category. */
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

export const giftCampaignModelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  image: z.string(),
  /** `/giftcampaigns/{category}/{model slug}/`, without language prefix. */
  path: z.string(),
});
export type GiftCampaignModel = z.infer<typeof giftCampaignModelSchema>;

/** `GET /api/giftcampaign-category/?slug=&lang=`. */
export const giftCampaignCategoryResponseSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  models: z.array(giftCampaignModelSchema),
});
export type GiftCampaignCategoryResponse = z.infer<typeof giftCampaignCategoryResponseSchema>;

/**
 * The redeem form's field (catalogue §5 gift campaign code): required text, trimmed before
 * sending; the same rule as the checkout's `giftcampaign_data.code`, so a code that passes here
 * is one the checkout takes.
 */
export const giftCampaignCodeSchema = checkoutCodeSchema;

/**
 * `POST /api/giftcampaigns/validate_code/` body (catalogue §7): the code, the variant to redeem
 * it for (`product_id`, the cart's variant id) and the campaign category of the page.
 */
export const validateGiftCampaignCodeRequestSchema = z.object({
  code: giftCampaignCodeSchema,
  product_id: idSchema('must be positive'),
  category_slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(100, 'is too long')
    .regex(/^[a-z0-9-]+$/, 'must be a campaign slug'),
});
export type ValidateGiftCampaignCodeRequest = z.input<typeof validateGiftCampaignCodeRequestSchema>;

/**
 * A valid code: as stored (its canonical case) and the category it redeems in, which the cart
 * keeps as its gift campaign (platform §3 `giftCampaignData`). An unknown, expired or redeemed
 * code, or one for another category or product, is a 400 naming the field `code` with one of
 * `GIFT_CODE_*` (`API_ERROR_CODES`).
 */
export const validateGiftCampaignCodeResponseSchema = z.object({
  code: z.string(),
  category: z.string(),
});
export type ValidateGiftCampaignCodeResponse = z.infer<
  typeof validateGiftCampaignCodeResponseSchema
>;

// ---------------------------------------------------------------------------------------------
// Corporate info form and newsletters

/**
 * A Finnish business ID (`1234567-8`, check digit by weights 7 9 10 5 8 4 2 mod 11) or an EU
 * VAT number (`FI12345678`, `SE556677889901`); a Finnish VAT number must carry a valid ID.
 */
export function isValidVatNumber(input: string): boolean {
  const value = input.replace(/[\s.]/g, '').toUpperCase();
  const businessId = /^(\d{7})-(\d)$/.exec(value);
  if (businessId) return hasBusinessIdCheckDigit(businessId[1] ?? '', businessId[2] ?? '');
  const finnishVat = /^FI(\d{7})(\d)$/.exec(value);
  if (finnishVat) return hasBusinessIdCheckDigit(finnishVat[1] ?? '', finnishVat[2] ?? '');
  return /^(?!FI)[A-Z]{2}[0-9A-Z]{2,13}$/.test(value) && /\d/.test(value);
}

function hasBusinessIdCheckDigit(digits: string, check: string): boolean {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(check);
}

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .trim()
  .min(1, 'is required')
  .pipe(z.email('must be an email address').max(254, 'must be at most 254 characters'));

/** `POST /api/corporate-info-request/` body: a company asking about corporate deals. */
export const corporateInfoRequestSchema = z.object({
  companyName: requiredText(200),
  vatNumber: requiredText(20).refine(isValidVatNumber, 'must be a business ID or VAT number'),
  contactName: requiredText(120),
  email: emailField,
  phone: requiredText(30).regex(/^\+?[0-9 ()-]{6,}$/, 'must be a phone number'),
  message: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
  lang,
});
export type CorporateInfoRequest = z.input<typeof corporateInfoRequestSchema>;

/** The two newsletter lists (platform §2 /corporate-newsletter, /forest-newsletter). */
export const NEWSLETTER_LISTS = ['corporate', 'forest'] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

/** `POST /api/newsletter-subscription/` body; subscribing needs explicit consent. */
export const newsletterSubscriptionSchema = z.object({
  list: z.enum(NEWSLETTER_LISTS, { error: 'must be corporate or forest' }),
  email: emailField,
  consent: z.literal(true, { error: 'must be given' }),
  lang,
});
export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionSchema>;

/**
 * What a form submission did. A newsletter sign-up answers `subscribed` for every address (the
 * confirmation link is mailed; the form tells nobody who is on the list); `already-subscribed`
 * is no longer sent and stays for clients of the 3.x line.
 */
export const formSubmissionResponseSchema = z.object({
  status: z.enum(['received', 'subscribed', 'already-subscribed']),
});
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponseSchema>;

/**
 * `POST /api/newsletter-subscription/confirm/`: the token of the emailed confirmation link
 * (double opt-in); 404 `LINK_NOT_FOUND` for an unknown one, 410 `REQUEST_EXPIRED` for an old one.
 */
export const newsletterConfirmRequestSchema = z.object({ token: linkTokenSchema });
export type NewsletterConfirmRequest = z.infer<typeof newsletterConfirmRequestSchema>;
export const newsletterConfirmResponseSchema = z.object({
  status: z.literal('confirmed'),
  list: z.enum(NEWSLETTER_LISTS),
});
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;
