import type { Language } from '../market/languages.js';
import { localisePath, resolveRoute, splitLanguagePrefix } from './resolve-route.js';
import { FIXED_ROUTES, type FixedRouteId, type RouteDefinition } from './route-table.js';

/** The patterns a route answers to in a language: its localised variant and the canonical one. */
export function routePatterns(route: RouteDefinition, language: Language): string[] {
  const variant = language === 'en' ? undefined : route.localized?.[language];
  return variant && variant !== route.path ? [variant, route.path] : [route.path];
}

/**
 * The href of a fixed route by its id (`pathOf` for the route itself). It reads the whole route
 * table: a remote links with `pathOf(ROUTES.x, …)` and compiles in only the routes it names.
 */
export function routeHref(
  id: FixedRouteId,
  language: Language,
  params: Readonly<Record<string, string>> = {},
): string {
  const route: RouteDefinition | undefined = FIXED_ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return pathOf(route, language, params);
}

/**
 * The href of a fixed route in a language: language prefix, localised variant, params filled
 * in and the trailing slash the shop's paths always have (platform §2).
 */
export function pathOf(
  route: RouteDefinition,
  language: Language,
  params: Readonly<Record<string, string>> = {},
): string {
  const [pattern = route.path] = routePatterns(route, language);
  const filled = pattern
    .split('/')
    .map((part) => {
      if (part === '*') return params['*'] ?? '';
      return part.startsWith(':') ? encodeURIComponent(params[part.slice(1)] ?? '') : part;
    })
    .filter((part, index) => index === 0 || part !== '')
    .join('/');
  const path = filled === '' ? '/' : filled.endsWith('/') ? filled : `${filled}/`;
  return localisePath(path, language);
}

/** The same page in another language: the route's localised path there, else the same path. */
export function switchLanguageHref(pathname: string, target: Language): string {
  return switchLanguageHrefs(pathname, [target])[target] ?? pathname;
}

/** `switchLanguageHref` for several languages, the path resolved once (the header's switcher). */
export function switchLanguageHrefs(
  pathname: string,
  targets: readonly Language[],
): Partial<Record<Language, string>> {
  const resolved = resolveRoute(pathname);
  const { path } = splitLanguagePrefix(pathname);
  return Object.fromEntries(
    targets.map((target) => [
      target,
      resolved
        ? routeHref(resolved.route.id as FixedRouteId, target, resolved.params)
        : localisePath(path, target),
    ]),
  );
}
