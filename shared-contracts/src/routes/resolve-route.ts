import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../market/languages.js';
import { matchPathPattern, type PathParams, splitPath } from './match-path.js';
import { routePatterns } from './route-paths.js';
import { FIXED_ROUTES, type RouteDefinition, type RouteOwner } from './route-table.js';

/** A pathname split into its language (from the prefix; fi is unprefixed) and the rest. */
export interface LocalisedPath {
  readonly language: Language;
  readonly path: string;
}

/** Platform §2: every language but the default one is a path prefix (`/sv/...`). */
export function splitLanguagePrefix(pathname: string): LocalisedPath {
  const [first, ...rest] = splitPath(pathname);
  if (first !== undefined && first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    const trailing = rest.length > 0 && pathname.endsWith('/') ? '/' : '';
    return { language: first, path: `/${rest.join('/')}${trailing}` };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Prefixes a canonical path with the language (none for the default language). */
export function localisePath(path: string, language: Language): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return language === DEFAULT_LANGUAGE ? normalised : `/${language}${normalised}`;
}

export interface ResolvedRoute {
  readonly route: RouteDefinition;
  readonly params: PathParams;
  readonly language: Language;
}

/** Finds the fixed route that renders a pathname (with or without language prefix). */
export function resolveRoute(
  pathname: string,
  routes: readonly RouteDefinition[] = FIXED_ROUTES,
): ResolvedRoute | null {
  const { language, path } = splitLanguagePrefix(pathname);
  for (const route of routes) {
    for (const pattern of routePatterns(route, language)) {
      const params = matchPathPattern(pattern, path);
      if (params) return { route, params, language };
    }
  }
  return null;
}

/** Who renders a pathname: lets the server send preload hints for the owning remote. */
export function resolveRouteOwner(pathname: string): RouteOwner | null {
  return resolveRoute(pathname)?.route.owner ?? null;
}
