import type { RouteSlugsResponse } from '../api/route-slugs.js';
import { splitPath } from './match-path.js';
import { splitLanguagePrefix } from './resolve-route.js';
import type { RemoteRouteDefinition } from './route-table.js';

/**
 * A kind of route added at start from `/api/route-slugs/` (platform §2, catalogue §2): a path
 * whose first segment (after an optional fixed prefix such as `old`) is one of the listed
 * slugs. The page gets the segments after the prefix as `params['*']`.
 */
export interface DynamicRouteDefinition {
  readonly id: string;
  /** A fixed first segment before the slug (`/old/{manufacturerSlug}/...`). */
  readonly prefix?: string;
  /** The list the first segment after the prefix must be in; none: any segment. */
  readonly slugs?: keyof RouteSlugsResponse;
  /** The fewest segments after the prefix, the slug included (default 1). */
  readonly minSegments?: number;
  /** The most segments after the prefix, the slug included; longer paths go on. */
  readonly maxSegments?: number;
  readonly page: Pick<RemoteRouteDefinition, 'owner' | 'module'>;
}

const PRODUCT_PAGE = { owner: 'mf-product', module: './ProductPage' } as const;

/**
 * In platform §2 order; the first kind that takes a path renders it. Product-group and
 * manufacturer slugs are disjoint from each other in the data, and a brand alone is its page
 * while a brand with more segments is a product.
 */
export const DYNAMIC_ROUTES: readonly DynamicRouteDefinition[] = [
  // Before plain static pages: a tabbed page's tab segments are not sub-pages of its own.
  {
    id: 'dynamic-static-page-with-tabs',
    slugs: 'staticPageWithTabsSlugs',
    // `/{slug}/{tab}/{nestedTab}/` (platform §2 Tabbed static page).
    maxSegments: 3,
    page: { owner: 'mf-content', module: './TabbedStaticPage' },
  },
  {
    id: 'dynamic-static-page',
    slugs: 'staticPageSlugs',
    page: { owner: 'mf-content', module: './StaticPage' },
  },
  // Navigation pages and product-group pages: `/{navigationSlug}/{subs...}/`.
  {
    id: 'dynamic-product-group',
    slugs: 'navigationSlugs',
    page: { owner: 'mf-catalog', module: './ProductGroupPage' },
  },
  // A manufacturer page is the slug alone.
  {
    id: 'dynamic-manufacturer',
    slugs: 'manufacturerSlugs',
    maxSegments: 1,
    page: { owner: 'mf-catalog', module: './ManufacturerPage' },
  },
  // Product pages: `/{manufacturerSlug}/{subs...}/`, the last segment the product slug.
  {
    id: 'dynamic-product',
    slugs: 'manufacturerSlugs',
    minSegments: 2,
    page: PRODUCT_PAGE,
  },
  {
    id: 'dynamic-old-product',
    prefix: 'old',
    slugs: 'manufacturerSlugs',
    minSegments: 2,
    page: PRODUCT_PAGE,
  },
  // `/giftcampaigns/{campaignSlug}/{productSlug}/`; `/giftcampaigns/{category}/` is a fixed route.
  {
    id: 'dynamic-giftcampaign-product',
    prefix: 'giftcampaigns',
    minSegments: 2,
    maxSegments: 2,
    page: PRODUCT_PAGE,
  },
];

export interface ResolvedDynamicRoute {
  readonly route: DynamicRouteDefinition;
  /** `*`: the segments after the prefix joined, e.g. `returns/exchange`. */
  readonly params: Readonly<Record<string, string>>;
}

/** Finds the dynamic route for a pathname, or null when no slug list names it (→ 404). */
export function resolveDynamicRoute(
  pathname: string,
  slugs: RouteSlugsResponse,
  routes: readonly DynamicRouteDefinition[] = DYNAMIC_ROUTES,
): ResolvedDynamicRoute | null {
  const segments = splitPath(splitLanguagePrefix(pathname).path);
  for (const route of routes) {
    const rest = route.prefix === undefined ? segments : withoutPrefix(segments, route.prefix);
    if (rest && takes(route, rest, slugs)) return { route, params: { '*': rest.join('/') } };
  }
  return null;
}

function withoutPrefix(segments: readonly string[], prefix: string): readonly string[] | null {
  return segments[0] === prefix ? segments.slice(1) : null;
}

function takes(
  route: DynamicRouteDefinition,
  segments: readonly string[],
  slugs: RouteSlugsResponse,
): boolean {
  const [first] = segments;
  if (first === undefined) return false;
  if (segments.length < (route.minSegments ?? 1)) return false;
  if (route.maxSegments !== undefined && segments.length > route.maxSegments) return false;
  return route.slugs === undefined || slugs[route.slugs].includes(first);
}
