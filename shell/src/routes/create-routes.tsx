import {
  FIXED_ROUTES,
  LANGUAGES,
  type Language,
  languageRouteBases,
  matchSplitPath,
  type RouteDefinition,
  routePatterns,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import {
  matchRoutes,
  type RouteObject,
  useLocation,
  useRoutes,
} from '@shop/shared-contracts/router';
import { Suspense } from 'react';
import { AppLayout } from '../layout/app-layout';
import { PageInteractive } from '../services/page-interactive';
import { DynamicRoute } from './dynamic-route';
import { RouteElement } from './route-element';
import { RouteErrorBoundary } from './route-error';
import { SHELL_PAGES } from './shell-pages';

function ShellPageLoading() {
  const { t } = useTranslation('shell');
  return <p aria-busy="true">{t('remote.loading')}</p>;
}

function elementFor(route: RouteDefinition, language: Language) {
  if (route.owner !== 'shell') return <RouteElement route={route} language={language} />;
  const Page = SHELL_PAGES[route.id];
  if (!Page) throw new Error(`The shell has no page for route ${route.id}`);
  return (
    <Suspense fallback={<ShellPageLoading />}>
      <Page />
      <PageInteractive />
    </Suspense>
  );
}

/**
 * A language's fixed routes under the prefixes the language prefix strategy gives it (platform
 * §2; by default fi unprefixed, the others under `/{language}`), each rendered by its owning
 * remote or by the shell.
 */
function languageRoutes(language: Language): RouteObject[] {
  return languageRouteBases(language).flatMap((base) =>
    (FIXED_ROUTES as readonly RouteDefinition[]).flatMap((route) =>
      routePatterns(route, language).map((pattern) => ({
        path: `${base}${pattern}`,
        element: elementFor(route, language),
      })),
    ),
  );
}

/**
 * The fixed routes of the given languages (by default all six) in the frame, then the
 * route-slugs tables for anything else. A path is matched against every pattern in turn, so the
 * app routes with its path's language's routes only (about 120 instead of 715).
 */
export function createRoutes(languages: readonly Language[] = LANGUAGES): RouteObject[] {
  const children = languages.flatMap(languageRoutes);
  children.push({ path: '*', element: <DynamicRoute /> });
  return [{ element: <AppLayout />, children }];
}

/** Route trees by prefix strategy and language, made once each. */
const routeTrees = new Map<string, RouteObject[]>();

function routesOf(path: string): RouteObject[] {
  const { language } = splitLanguagePrefix(path);
  const key = `${languageRouteBases(language).join(' ')}|${language}`;
  let routes = routeTrees.get(key);
  if (!routes) {
    routes = createRoutes([language]);
    routeTrees.set(key, routes);
  }
  return routes;
}

/** Route trees narrowed to the branch one path matches, by tree and path. */
const narrowedTrees = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();
/** Paths remembered per tree: a server renders any path it is asked for. */
const NARROWED_PATHS = 500;

/**
 * The route tree with only the branch `pathname` matches. React Router flattens and ranks every
 * route it is given at each render (about 120 per language): that was a tenth of a product
 * group's server render, done again in every pass, and the same work in a phone's hydration.
 * Matched once per path, the tree it ranks at each render holds one route.
 */
export function narrowedRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  let byPath = narrowedTrees.get(routes);
  if (!byPath) {
    byPath = new Map();
    narrowedTrees.set(routes, byPath);
  }
  let narrowed = byPath.get(pathname);
  if (!narrowed) {
    const branch = matchRoutes(candidateRoutes(routes, pathname), pathname)?.map(
      (match) => match.route,
    );
    narrowed = branch ? treeOf(branch) : routes;
    const oldest = byPath.size >= NARROWED_PATHS ? byPath.keys().next().value : undefined;
    if (oldest !== undefined) byPath.delete(oldest);
    byPath.set(pathname, narrowed);
  }
  return narrowed;
}

/**
 * The tree without the children that cannot match the path: a different number of segments or
 * another word where the pattern has a fixed one (ranking even once costs a phone some 40 ms
 * for a language's 120 routes, and each pattern left is compiled to a regular expression; a
 * path has a few candidates). Siblings keep their order, so React Router picks the same route
 * among those left. A path React Router would read differently (an empty segment, a malformed
 * escape) keeps every route.
 */
function candidateRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const segments = comparableSegments(pathname);
  if (!segments) return routes;
  return routes.map((route) =>
    route.children && !route.index
      ? ({
          ...route,
          children: route.children.filter((child) => canMatch(child.path, segments)),
        } as RouteObject)
      : route,
  );
}

/** A path's segments as React Router compares them: decoded and (for ASCII) in lower case. */
function comparableSegments(pathname: string): string[] | null {
  if (pathname.includes('//')) return null;
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F').toLowerCase());
  } catch {
    return null;
  }
}

/**
 * Whether a route pattern can match a path's segments, by the contracts' matcher in lower case
 * (React Router ignores ASCII case, and no other letter equals an ASCII one; a pattern with
 * other letters or optional segments is left to it).
 */
function canMatch(pattern: string | undefined, segments: readonly string[]): boolean {
  if (pattern === undefined || pattern.includes('?') || !isAscii(pattern)) return true;
  return matchSplitPath(pattern.toLowerCase(), segments) !== null;
}

function isAscii(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text);
}

/** A branch (root route first) as a tree of one route per level. */
function treeOf(branch: readonly RouteObject[]): RouteObject[] {
  let tree: RouteObject[] = [];
  for (const route of [...branch].reverse()) {
    // Only the leaf can be an index route; a parent keeps its own fields and one child.
    tree = [
      tree.length > 0 && !route.index ? ({ ...route, children: tree } as RouteObject) : route,
    ];
  }
  return tree;
}

/**
 * The shop's routes for the current path, in the browser's `BrowserRouter` and the server's
 * `StaticRouter` alike; a render error anywhere in the frame or a page lands on the error screen.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      {useRoutes(narrowedRoutes(routesOf(pathname), pathname))}
    </RouteErrorBoundary>
  );
}
