import type {
  BlogPostsQuery,
  blogCategoriesResponseSchema,
  blogFrontResponseSchema,
  bloggerResponseSchema,
  bloggersResponseSchema,
  blogPostResponseSchema,
  blogPostsResponseSchema,
  CorporateInfoRequest,
  experienceProductsResponseSchema,
  experienceResponseSchema,
  experiencesResponseSchema,
  faqResponseSchema,
  formSubmissionResponseSchema,
  giftCampaignCategoryResponseSchema,
  NewsletterConfirmRequest,
  NewsletterSubscriptionRequest,
  newsletterConfirmResponseSchema,
  storeSchema,
  storesResponseSchema,
  ValidateGiftCampaignCodeRequest,
  validateGiftCampaignCodeResponseSchema,
} from '../api/content.js';
import type { Language } from '../market/languages.js';
import { apiCall } from './api-call.js';

// The content calls, one export each (`contentApi.name(...)` in the browser, see `apiCall`).

const bySlug = (slug: string, lang: Language) => ({ slug, lang });

/** Stores to visit, without the web store and supplier stock. */
export const stores = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof storesResponseSchema>('/api/stores/', { query: { lang }, signal }),
);

/** One store; a 404 carries 'The store "{name}" does not exist.' (platform §8). */
export const store = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof storeSchema>('/api/store/', { query: bySlug(slug, lang), signal }),
);

/** Every blog category that has posts, with its name in `lang` (from the data). */
export const blogCategories = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof blogCategoriesResponseSchema>('/api/blog/categories/', {
      query: { lang },
      signal,
    }),
);

export const blogFront = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof blogFrontResponseSchema>('/api/blog/front/', { query: { lang }, signal }),
);

export const blogPosts = /* @__PURE__ */ apiCall(
  (client) =>
    ({ groups, ...query }: Partial<BlogPostsQuery> & { lang: Language }, signal?: AbortSignal) =>
      client.get<typeof blogPostsResponseSchema>('/api/blog/posts/', {
        query: { ...query, groups: groups?.join(',') },
        signal,
      }),
);

export const blogPost = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof blogPostResponseSchema>('/api/blog/post/', {
      query: bySlug(slug, lang),
      signal,
    }),
);

export const bloggers = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof bloggersResponseSchema>('/api/blog/bloggers/', { query: { lang }, signal }),
);

export const blogger = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof bloggerResponseSchema>('/api/blog/blogger/', {
      query: bySlug(slug, lang),
      signal,
    }),
);

export const faq = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof faqResponseSchema>('/api/faq/', { query: { lang }, signal }),
);

export const experiences = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof experiencesResponseSchema>('/api/experiences/', {
      query: { lang },
      signal,
    }),
);

export const experience = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof experienceResponseSchema>('/api/experience/', {
      query: bySlug(slug, lang),
      signal,
    }),
);

/** Products of the brands in setting experience_manufacturer_list, priced in the tax area. */
export const experienceProducts = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, taxAreaId: number, signal?: AbortSignal) =>
    client.get<typeof experienceProductsResponseSchema>('/api/experiences/products/', {
      query: { lang, taxAreaId },
      signal,
    }),
);

/** A gift category and its models; a 404 carries 'Campaign not found'. */
export const giftCampaignCategory = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof giftCampaignCategoryResponseSchema>('/api/giftcampaign-category/', {
      query: bySlug(slug, lang),
      signal,
    }),
);

/**
 * Checks a gift-campaign code for a variant of the category's product (catalogue §4, §7).
 * A 400 names `code` with one of the `GIFT_CODE_*` codes; the code is not used up here.
 */
export const validateGiftCampaignCode = /* @__PURE__ */ apiCall(
  (client) => (body: ValidateGiftCampaignCodeRequest, signal?: AbortSignal) =>
    client.post<typeof validateGiftCampaignCodeResponseSchema>(
      '/api/giftcampaigns/validate_code/',
      {
        body,
        signal,
      },
    ),
);

/** A 400 names each rejected field. */
export const sendCorporateInfoRequest = /* @__PURE__ */ apiCall(
  (client) => (body: CorporateInfoRequest, signal?: AbortSignal) =>
    client.post<typeof formSubmissionResponseSchema>('/api/corporate-info-request/', {
      body,
      signal,
    }),
);

/** A 400 names each rejected field; every address answers `subscribed` (a link is mailed). */
export const subscribeNewsletter = /* @__PURE__ */ apiCall(
  (client) => (body: NewsletterSubscriptionRequest, signal?: AbortSignal) =>
    client.post<typeof formSubmissionResponseSchema>('/api/newsletter-subscription/', {
      body,
      signal,
    }),
);

/** The emailed link confirms the sign-up (double opt-in). */
export const confirmNewsletter = /* @__PURE__ */ apiCall(
  (client) => (body: NewsletterConfirmRequest, signal?: AbortSignal) =>
    client.post<typeof newsletterConfirmResponseSchema>('/api/newsletter-subscription/confirm/', {
      body,
      signal,
    }),
);

/** Query keys of the content calls; every key starts with `'content'` (see queries/content-queries). */
export const contentKeys = {
  all: ['content'] as const,
  stores: (lang: Language) => ['content', 'stores', lang] as const,
  store: (slug: string, lang: Language) => ['content', 'store', slug, lang] as const,
  /** Every blog read, for invalidating the blog area at once. */
  blog: ['content', 'blog'] as const,
  blogCategories: (lang: Language) => ['content', 'blog', 'categories', lang] as const,
  blogFront: (lang: Language) => ['content', 'blog', 'front', lang] as const,
  blogPosts: ({ lang, category, groups, page = 1 }: Partial<BlogPostsQuery> & { lang: Language }) =>
    [
      'content',
      'blog',
      'posts',
      lang,
      { category: category ?? null, groups: groups ?? null, page },
    ] as const,
  blogPost: (slug: string, lang: Language) => ['content', 'blog', 'post', slug, lang] as const,
  bloggers: (lang: Language) => ['content', 'blog', 'bloggers', lang] as const,
  blogger: (slug: string, lang: Language) => ['content', 'blog', 'blogger', slug, lang] as const,
  faq: (lang: Language) => ['content', 'faq', lang] as const,
  experiences: (lang: Language) => ['content', 'experiences', lang] as const,
  experience: (slug: string, lang: Language) => ['content', 'experience', slug, lang] as const,
  experienceProducts: (lang: Language, taxAreaId: number) =>
    ['content', 'experience-products', lang, taxAreaId] as const,
  giftCampaignCategory: (slug: string, lang: Language) =>
    ['content', 'gift-campaign-category', slug, lang] as const,
};
