import * as z from '@shop/shared-contracts/zod';

/**
 * `GET /api/route-slugs/` (platform §7): the slugs the shell turns into dynamic routes at
 * start-up (platform §2). Slugs are the same in every language.
 */
export const routeSlugsResponseSchema = z.object({
  /** Static pages, reached as `/{slug}/` (with optional sub-paths). */
  staticPageSlugs: z.array(z.string()),
  /** Static pages with tabs, reached as `/{slug}/{tab}/{nestedTab}/`. */
  staticPageWithTabsSlugs: z.array(z.string()),
  /** Top-level product groups; their pages are `/{navigationSlug}/{subs...}/`. */
  navigationSlugs: z.array(z.string()),
  /** Brands; a brand page is `/{manufacturerSlug}/`, its products live below it. */
  manufacturerSlugs: z.array(z.string()),
});
export type RouteSlugsResponse = z.infer<typeof routeSlugsResponseSchema>;
