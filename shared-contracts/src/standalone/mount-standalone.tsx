import i18next from 'i18next';
import { lazy, StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import {
  createBrowserRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
} from 'react-router';
import type { RouteSlugsResponse } from '../api/route-slugs.js';
import { createApiClient } from '../client/api-client.js';
import { createShopApi } from '../client/shop-api.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../market/languages.js';
import type { PageModule } from '../modules/exposed-modules.js';
import type { RemotePackage } from '../remotes/registry.js';
import { DYNAMIC_ROUTES, resolveDynamicRoute } from '../routes/dynamic-routes.js';
import { localisePath, splitLanguagePrefix } from '../routes/resolve-route.js';
import {
  FIXED_ROUTES,
  type RemoteRouteDefinition,
  type RouteDefinition,
} from '../routes/route-table.js';

/** Loaders of a remote's page modules, keyed by exposed key. */
export type PageLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * Runs one remote alone for its team (`npm run dev -w mf-catalog`): its own routes in every
 * language, its own i18next instance, a bare frame instead of the shell, and /api proxied to
 * the api server by the remote's dev server.
 */
export async function mountStandalone(remote: RemotePackage, loaders: PageLoaders): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: splitLanguagePrefix(window.location.pathname).language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
  });
  const routes = (FIXED_ROUTES as readonly RouteDefinition[]).filter(
    (route): route is RemoteRouteDefinition => route.owner === remote,
  );
  const children = LANGUAGES.flatMap((language) =>
    routes.map((route) => {
      const loader = loaders[route.module];
      if (!loader) throw new Error(`${remote} does not expose ${route.module}`);
      const Page = lazy(async () => (await loader()) as PageModule);
      return {
        path: localisePath(route.path, language),
        element: <StandalonePage Page={Page} routeId={route.id} language={language} />,
      };
    }),
  );
  // The remote's dynamic pages (product groups, brands, products) from the route-slugs tables.
  const dynamicRoutes = DYNAMIC_ROUTES.filter((route) => route.page.owner === remote);
  const pages = new Map(
    dynamicRoutes.map((route) => {
      const loader = loaders[route.page.module];
      if (!loader) throw new Error(`${remote} does not expose ${route.page.module}`);
      return [route.id, lazy(async () => (await loader()) as PageModule)] as const;
    }),
  );
  if (dynamicRoutes.length > 0) {
    const slugs = createShopApi(createApiClient())
      .routeSlugs()
      .catch((error: unknown) => {
        console.error('Route slugs failed; dynamic pages are not routed', error);
        return null;
      });
    children.push({
      path: '*',
      element: <StandaloneDynamicPage slugs={slugs} routes={dynamicRoutes} pages={pages} />,
    });
  }
  const router = createBrowserRouter([
    {
      element: <StandaloneFrame remote={remote} paths={routes.map(({ path }) => path)} />,
      children,
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

function StandalonePage({
  Page,
  routeId,
  language,
}: {
  readonly Page: PageModule['default'];
  readonly routeId: string;
  readonly language: Language;
}) {
  const params = Object.fromEntries(
    Object.entries(useParams()).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  if (i18next.language !== language) void i18next.changeLanguage(language);
  return (
    <Suspense fallback={<p>…</p>}>
      <Page routeId={routeId} params={params} language={language} />
    </Suspense>
  );
}

function StandaloneDynamicPage(props: {
  readonly slugs: Promise<RouteSlugsResponse | null>;
  readonly routes: typeof DYNAMIC_ROUTES;
  readonly pages: ReadonlyMap<string, PageModule['default']>;
}) {
  return (
    <Suspense fallback={<p>…</p>}>
      <StandaloneDynamicResolved {...props} />
    </Suspense>
  );
}

function StandaloneDynamicResolved({
  slugs,
  routes,
  pages,
}: {
  readonly slugs: Promise<RouteSlugsResponse | null>;
  readonly routes: typeof DYNAMIC_ROUTES;
  readonly pages: ReadonlyMap<string, PageModule['default']>;
}) {
  const { pathname } = useLocation();
  const tables = use(slugs);
  const resolved = tables ? resolveDynamicRoute(pathname, tables, routes) : null;
  const Page = resolved ? pages.get(resolved.route.id) : undefined;
  if (!resolved || !Page) return <p>Not a page of this remote: {pathname}</p>;
  const { language } = splitLanguagePrefix(pathname);
  if (i18next.language !== language) void i18next.changeLanguage(language);
  return (
    <Page
      key={resolved.route.id}
      routeId={resolved.route.id}
      params={resolved.params}
      language={language}
    />
  );
}

function StandaloneFrame({ remote, paths }: { readonly remote: string; readonly paths: string[] }) {
  return (
    <>
      <nav style={{ display: 'flex', gap: 12, padding: 12, background: '#eef1ef' }}>
        <strong>{remote} (standalone)</strong>
        {paths.map((path) => (
          <Link key={path} to={path.replace(/\/?\*$/, '/')}>
            {path}
          </Link>
        ))}
      </nav>
      <main style={{ padding: 24 }}>
        <Outlet />
      </main>
    </>
  );
}
