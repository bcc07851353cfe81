import type { RouteSlugsResponse } from '../api/route-slugs.js';
import { splitPath } from './match-path.js';
import { splitLanguagePrefix } from './resolve-route.js';
import type { RemoteRouteDefinition } from './route-table.js';

/**
 * A kind of route added at start from `/api/route-slugs/` (platform §2): a path whose first
 * segment is one of the listed slugs. The page gets the whole path as `params['*']`.
 */
export interface DynamicRouteDefinition {
  readonly id: string;
  readonly slugs: keyof RouteSlugsResponse;
  /** Whether segments may follow the slug (`/{slug}/{subs...}`) or only the slug itself. */
  readonly hasSubPaths: boolean;
  /** The most segments a path of this kind has, the slug included; longer paths go on. */
  readonly maxSegments?: number;
  readonly page: Pick<RemoteRouteDefinition, 'owner' | 'module'>;
}

/** In platform §2 order; later issues add product groups, brands and products. */
export const DYNAMIC_ROUTES: readonly DynamicRouteDefinition[] = [
  // Before plain static pages: a tabbed page's tab segments are not sub-pages of its own.
  {
    id: 'dynamic-static-page-with-tabs',
    slugs: 'staticPageWithTabsSlugs',
    hasSubPaths: true,
    // `/{slug}/{tab}/{nestedTab}/` (platform §2 Tabbed static page).
    maxSegments: 3,
    page: { owner: 'mf-content', module: './TabbedStaticPage' },
  },
  {
    id: 'dynamic-static-page',
    slugs: 'staticPageSlugs',
    hasSubPaths: true,
    page: { owner: 'mf-content', module: './StaticPage' },
  },
];

export interface ResolvedDynamicRoute {
  readonly route: DynamicRouteDefinition;
  /** `*`: the path segments joined, e.g. `returns/exchange`. */
  readonly params: Readonly<Record<string, string>>;
}

/** Finds the dynamic route for a pathname, or null when no slug list names it (→ 404). */
export function resolveDynamicRoute(
  pathname: string,
  slugs: RouteSlugsResponse,
  routes: readonly DynamicRouteDefinition[] = DYNAMIC_ROUTES,
): ResolvedDynamicRoute | null {
  const segments = splitPath(splitLanguagePrefix(pathname).path);
  const [first] = segments;
  if (first === undefined) return null;
  for (const route of routes) {
    if (!route.hasSubPaths && segments.length > 1) continue;
    if (route.maxSegments !== undefined && segments.length > route.maxSegments) continue;
    if (slugs[route.slugs].includes(first)) {
      return { route, params: { '*': segments.join('/') } };
    }
  }
  return null;
}
