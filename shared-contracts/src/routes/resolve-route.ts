import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../market/languages.js';
import { isPrefixAccepted, isPrefixedInLinks } from './language-prefix.js';
import { matchSplitPath, type PathParams, splitPath } from './match-path.js';
import { routePatterns } from './route-paths.js';
import { FIXED_ROUTES, type RouteDefinition, type RouteOwner } from './route-table.js';

/** A pathname split into its language (from the prefix; fi is unprefixed) and the rest. */
export interface LocalisedPath {
  readonly language: Language;
  readonly path: string;
}

/**
 * Platform §2: a language code as first segment is the prefix (`/sv/...`; `/fi/...` only when
 * the prefix strategy prefixes the default language); a path without one is the default
 * language's.
 */
export function splitLanguagePrefix(pathname: string): LocalisedPath {
  const [first, ...rest] = splitPath(pathname);
  if (first !== undefined && isLanguage(first) && isPrefixAccepted(first)) {
    const trailing = rest.length > 0 && pathname.endsWith('/') ? '/' : '';
    return { language: first, path: `/${rest.join('/')}${trailing}` };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Prefixes a canonical path with the language as the prefix strategy says for links. */
export function localisePath(path: string, language: Language): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return isPrefixedInLinks(language) ? `/${language}${normalised}` : normalised;
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
  const pathParts = splitPath(path);
  for (const route of routes) {
    for (const pattern of routePatterns(route, language)) {
      const params = matchSplitPath(pattern, pathParts);
      if (params) return { route, params, language };
    }
  }
  return null;
}

/** Who renders a pathname: lets the server send preload hints for the owning remote. */
export function resolveRouteOwner(pathname: string): RouteOwner | null {
  return resolveRoute(pathname)?.route.owner ?? null;
}
