import {
  FIXED_ROUTES,
  LANGUAGES,
  type Language,
  languageRouteBases,
  type RouteDefinition,
  routePatterns,
} from '@shop/shared-contracts';
import type { RouteObject } from '@shop/shared-contracts/router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '../layout/app-layout';
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
    </Suspense>
  );
}

/**
 * Every fixed route in every language under the prefixes the language prefix strategy gives it
 * (platform §2; by default fi unprefixed, the others under `/{language}`), each rendered by its
 * owning remote or by the shell; anything else goes to the route-slugs tables.
 */
export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = LANGUAGES.flatMap((language) =>
    languageRouteBases(language).flatMap((base) =>
      (FIXED_ROUTES as readonly RouteDefinition[]).flatMap((route) =>
        routePatterns(route, language).map((pattern) => ({
          path: `${base}${pattern}`,
          element: elementFor(route, language),
        })),
      ),
    ),
  );
  children.push({ path: '*', element: <DynamicRoute /> });
  return [{ element: <AppLayout />, errorElement: <RouteError />, children }];
}
