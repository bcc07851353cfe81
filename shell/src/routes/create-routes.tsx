import {
  FIXED_ROUTES,
  LANGUAGES,
  type Language,
  languageRouteBases,
  type RouteDefinition,
  routePatterns,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import type { PatchRoutesOnNavigationFunction, RouteObject } from '@shop/shared-contracts/router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '../layout/app-layout';
import { PageInteractive } from '../services/page-interactive';
import { DynamicRoute } from './dynamic-route';
import { RouteElement } from './route-element';
import { RouteError } from './route-error';
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

/** The layout route every page is a child of; a language's routes are patched in under it. */
const APP_ROUTE_ID = 'app';

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
 * The fixed routes of the given languages (by default all six), then the route-slugs tables
 * for anything else. The router matches a path against every route it holds, one pattern after
 * another: the browser starts with its page's language only (about 120 routes instead of 715)
 * and adds another language's with `addLanguageRoutes` when a link first leads there.
 */
export function createRoutes(languages: readonly Language[] = LANGUAGES): RouteObject[] {
  const children = languages.flatMap(languageRoutes);
  children.push({ path: '*', element: <DynamicRoute /> });
  return [{ id: APP_ROUTE_ID, element: <AppLayout />, errorElement: <RouteError />, children }];
}

/**
 * Patches a language's routes into a router made by `createRoutes([language])` the first time a
 * navigation goes to one of that language's paths (e.g. the language switcher); until then such
 * a path only matched the route-slugs splat.
 */
export function addLanguageRoutes(initial: Language): PatchRoutesOnNavigationFunction {
  const added = new Set<Language>([initial]);
  return ({ path, patch }) => {
    const { language } = splitLanguagePrefix(path);
    if (added.has(language)) return;
    added.add(language);
    patch(APP_ROUTE_ID, languageRoutes(language));
  };
}
