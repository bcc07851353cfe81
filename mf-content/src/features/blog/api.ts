import type { Language } from '@shop/shared-contracts';
import { contentQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { useLoggedQuery } from '../../lib/use-logged-query';

export const useBlogFront = (language: Language) =>
  useLoggedQuery(contentQueries.blogFront(language));

export const useBlogPosts = (language: Language, category: string | undefined, page: number) =>
  useLoggedQuery(contentQueries.blogPosts({ lang: language, category, page }));

export const useBlogPost = (slug: string, language: Language) =>
  useLoggedQuery(contentQueries.blogPost(slug, language));

export const useBloggers = (language: Language) =>
  useLoggedQuery(contentQueries.bloggers(language));

export const useBlogger = (slug: string, language: Language) =>
  useLoggedQuery(contentQueries.blogger(slug, language));

/**
 * The blog's categories with their names in the language, from the data (never from code).
 * Not logged on failure: a label then falls back to its slug.
 */
export const useBlogCategories = (language: Language) =>
  useQuery({
    ...contentQueries.blogCategories(language),
    select: (answer) => answer.categories,
  });
