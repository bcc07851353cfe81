import { type Language, localisePath, splitPath } from '@shop/shared-contracts';

/** Routes whose path carries the product path in `params['*']`, the slug last. */
const PATH_ROUTES = ['dynamic-product', 'dynamic-old-product', 'removed-new-product-page'];
/** Legacy entry points that name the product by `?slug=`. */
const QUERY_ROUTES = ['product-new', 'product-old'];

/** Catalogue §2: the product slug is the last path segment (or `?slug=` on legacy routes). */
export function productSlugOf(
  routeId: string,
  params: Readonly<Record<string, string>>,
  search: URLSearchParams,
): string | null {
  if (QUERY_ROUTES.includes(routeId)) return search.get('slug')?.trim().toLowerCase() || null;
  const segments = splitPath(params['*'] ?? '');
  if (routeId === 'dynamic-giftcampaign-product') return segments[1] ?? null;
  if (PATH_ROUTES.includes(routeId)) return segments.at(-1)?.toLowerCase() ?? null;
  return null;
}

/** The gift campaign a `/giftcampaigns/{campaignSlug}/{productSlug}/` page belongs to. */
export function giftCampaignOf(
  routeId: string,
  params: Readonly<Record<string, string>>,
): string | undefined {
  if (routeId !== 'dynamic-giftcampaign-product') return undefined;
  return splitPath(params['*'] ?? '')[0];
}

/** Where a failed product page points back to: the category segments of its path. */
export function parentCategoryPath(
  routeId: string,
  params: Readonly<Record<string, string>>,
): string | null {
  if (!PATH_ROUTES.includes(routeId)) return null;
  const groups = splitPath(params['*'] ?? '').slice(1, -1);
  return groups.length > 0 ? `/${groups.join('/')}/` : null;
}

/**
 * The canonical location to replace the current one with, or null when already there. Only the
 * routes that carry the path are corrected: `/old/` pages keep their prefix, gift-campaign and
 * `?slug=` pages live at their own addresses. Query and language prefix are kept.
 */
export function canonicalLocation(
  routeId: string,
  current: { path: string; search: string },
  modelPath: string,
  language: Language,
): string | null {
  if (!PATH_ROUTES.includes(routeId)) return null;
  const target = routeId === 'dynamic-old-product' ? `/old${modelPath}` : modelPath;
  const normalise = (path: string) => `/${splitPath(path).join('/')}/`;
  if (normalise(current.path) === normalise(target)) return null;
  return `${localisePath(target, language)}${current.search}`;
}
