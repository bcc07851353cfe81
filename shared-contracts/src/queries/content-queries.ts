import { queryOptions } from '@tanstack/react-query';
import type { BlogPostsQuery } from '../api/content.js';
import { contentKeys } from '../client/content-calls.js';
import type { Language } from '../market/languages.js';
import { contentApi } from './shop-api-instance.js';

/**
 * TanStack Query options of the content calls: each read's key from `contentKeys` and its
 * query function on the same-origin api. Features wrap them in `useQuery` / `useMutation`.
 */
export const contentQueries = {
  stores: (lang: Language) =>
    queryOptions({
      queryKey: contentKeys.stores(lang),
      queryFn: ({ signal }) => contentApi.stores(lang, signal),
    }),
  store: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: contentKeys.store(slug, lang),
      queryFn: ({ signal }) => contentApi.store(slug, lang, signal),
    }),
  blogCategories: (lang: Language) =>
    queryOptions({
      queryKey: contentKeys.blogCategories(lang),
      queryFn: ({ signal }) => contentApi.blogCategories(lang, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  blogFront: (lang: Language) =>
    queryOptions({
      queryKey: contentKeys.blogFront(lang),
      queryFn: ({ signal }) => contentApi.blogFront(lang, signal),
    }),
  blogPosts: (query: Partial<BlogPostsQuery> & { lang: Language }) =>
    queryOptions({
      queryKey: contentKeys.blogPosts(query),
      queryFn: ({ signal }) => contentApi.blogPosts(query, signal),
    }),
  blogPost: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: contentKeys.blogPost(slug, lang),
      queryFn: ({ signal }) => contentApi.blogPost(slug, lang, signal),
    }),
  bloggers: (lang: Language) =>
    queryOptions({
      queryKey: contentKeys.bloggers(lang),
      queryFn: ({ signal }) => contentApi.bloggers(lang, signal),
    }),
  blogger: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: contentKeys.blogger(slug, lang),
      queryFn: ({ signal }) => contentApi.blogger(slug, lang, signal),
    }),
  faq: (lang: Language) =>
    queryOptions({
      queryKey: contentKeys.faq(lang),
      queryFn: ({ signal }) => contentApi.faq(lang, signal),
    }),
  experiences: (lang: Language) =>
    queryOptions({
      queryKey: contentKeys.experiences(lang),
      queryFn: ({ signal }) => contentApi.experiences(lang, signal),
    }),
  experience: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: contentKeys.experience(slug, lang),
      queryFn: ({ signal }) => contentApi.experience(slug, lang, signal),
    }),
  /** Priced in the shopper's tax area, so the area is part of the key. */
  experienceProducts: (lang: Language, taxAreaId: number) =>
    queryOptions({
      queryKey: contentKeys.experienceProducts(lang, taxAreaId),
      queryFn: ({ signal }) => contentApi.experienceProducts(lang, taxAreaId, signal),
    }),
  giftCampaignCategory: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: contentKeys.giftCampaignCategory(slug, lang),
      queryFn: ({ signal }) => contentApi.giftCampaignCategory(slug, lang, signal),
    }),
};
