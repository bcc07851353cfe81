import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageSchema } from '../market/languages.js';

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
