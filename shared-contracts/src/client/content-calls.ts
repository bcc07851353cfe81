import {
  type BlogPostsQuery,
  blogFrontResponseSchema,
  bloggerResponseSchema,
  bloggersResponseSchema,
  blogPostResponseSchema,
  blogPostsResponseSchema,
  type CorporateInfoRequest,
  experienceProductsResponseSchema,
  experienceResponseSchema,
  experiencesResponseSchema,
  faqResponseSchema,
  formSubmissionResponseSchema,
  giftCampaignCategoryResponseSchema,
  type NewsletterSubscriptionRequest,
  storeSchema,
  storesResponseSchema,
} from '../api/content.js';
import type { Language } from '../market/languages.js';
import type { ApiClient } from './api-client.js';

/** The content calls by name, spread into `createShopApi`. */
export function contentCalls(client: ApiClient) {
  const bySlug = (slug: string, lang: Language) => ({ slug, lang });
  return {
    /** Stores to visit, without the web store and supplier stock. */
    stores: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/stores/', storesResponseSchema, { query: { lang }, signal }),
    /** One store; a 404 carries 'The store "{name}" does not exist.' (platform §8). */
    store: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get('/api/store/', storeSchema, { query: bySlug(slug, lang), signal }),
    blogFront: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/blog/front/', blogFrontResponseSchema, { query: { lang }, signal }),
    blogPosts: (query: Partial<BlogPostsQuery> & { lang: Language }, signal?: AbortSignal) =>
      client.get('/api/blog/posts/', blogPostsResponseSchema, { query, signal }),
    blogPost: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get('/api/blog/post/', blogPostResponseSchema, { query: bySlug(slug, lang), signal }),
    bloggers: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/blog/bloggers/', bloggersResponseSchema, { query: { lang }, signal }),
    blogger: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get('/api/blog/blogger/', bloggerResponseSchema, {
        query: bySlug(slug, lang),
        signal,
      }),
    faq: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/faq/', faqResponseSchema, { query: { lang }, signal }),
    experiences: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/experiences/', experiencesResponseSchema, { query: { lang }, signal }),
    experience: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get('/api/experience/', experienceResponseSchema, {
        query: bySlug(slug, lang),
        signal,
      }),
    /** Products of the brands in setting experience_manufacturer_list, priced in the tax area. */
    experienceProducts: (lang: Language, taxAreaId: number, signal?: AbortSignal) =>
      client.get('/api/experiences/products/', experienceProductsResponseSchema, {
        query: { lang, taxAreaId },
        signal,
      }),
    /** A gift category and its models; a 404 carries 'Campaign not found'. */
    giftCampaignCategory: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get('/api/giftcampaign-category/', giftCampaignCategoryResponseSchema, {
        query: bySlug(slug, lang),
        signal,
      }),
    /** A 400 names each rejected field. */
    sendCorporateInfoRequest: (body: CorporateInfoRequest, signal?: AbortSignal) =>
      client.post('/api/corporate-info-request/', formSubmissionResponseSchema, { body, signal }),
    /** A 400 names each rejected field; subscribing twice answers `already-subscribed`. */
    subscribeNewsletter: (body: NewsletterSubscriptionRequest, signal?: AbortSignal) =>
      client.post('/api/newsletter-subscription/', formSubmissionResponseSchema, { body, signal }),
  };
}
