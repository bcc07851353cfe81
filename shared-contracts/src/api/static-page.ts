import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';

/** `GET /api/static-page/` query: the page slug (path segments joined with `/`). */
export const staticPageQuerySchema = z.object({
  slug: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .transform((slug) => slug.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().min(1, 'is required')),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type StaticPageQuery = z.infer<typeof staticPageQuerySchema>;

/** `GET /api/static-page/` response (platform §3 Static page); `content` is unsanitised HTML. */
export const staticPageResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

/** `GET /api/static-page-with-tabs/` query: the tabbed page's slug (its first path segment). */
export const staticPageWithTabsQuerySchema = staticPageQuerySchema;
export type StaticPageWithTabsQuery = z.infer<typeof staticPageWithTabsQuerySchema>;

/** A nested tab (platform §3 Tab); tabs nest one level only, so it has no tabs of its own. */
export const staticPageNestedTabSchema = z.object({
  title: z.string(),
  /** Its path segment: `/{page}/{tab}/` for a tab, `/{page}/{tab}/{nestedTab}/` nested. */
  slug: z.string(),
  /** Unsanitised HTML. */
  content: z.string(),
});
export type StaticPageNestedTab = z.infer<typeof staticPageNestedTabSchema>;

/** A tab of a tabbed page (platform §3 Tab): its nested tabs in display order. */
export const staticPageTabSchema = staticPageNestedTabSchema.extend({
  tabs: z.array(staticPageNestedTabSchema),
});
export type StaticPageTab = z.infer<typeof staticPageTabSchema>;

/** `GET /api/static-page-with-tabs/` response (platform §7): the page and its tabs in order. */
export const staticPageWithTabsResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tabs: z.array(staticPageTabSchema),
});
export type StaticPageWithTabsResponse = z.infer<typeof staticPageWithTabsResponseSchema>;
