import { getInstance } from '@module-federation/enhanced/runtime';
import { provideExposedModuleLoader } from '@shop/shared-contracts/bus';
import { initReactI18next } from '@shop/shared-contracts/react-i18next';
import {
  BrowserRouter,
  Link,
  Outlet,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from '@shop/shared-contracts/router';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { lazy, StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteSlugsResponse } from '../api/route-slugs.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../market/languages.js';
import type { PageModule } from '../modules/exposed-modules.js';
import { sharedApi } from '../queries/shop-api-instance.js';
import { createShopQueryClient } from '../react/query-client.js';
import type { RemotePackage } from '../remotes/registry.js';
import { readRemoteRegistry } from '../remotes/registry.js';
import type { RemoteRegistry } from '../remotes/registry-schema.js';
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
 * language, its own i18next instance and QueryClient, a bare frame instead of the shell, /api
 * proxied to the api server by the remote's dev server, and other remotes' exposed modules
 * (the product card, the HTML block) loaded from the releases the api publishes.
 */
export async function mountStandalone(remote: RemotePackage, loaders: PageLoaders): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: splitLanguagePrefix(window.location.pathname).language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    // Flat keys, as in the shell (its initI18n).
    keySeparator: false,
  });
  provideExposedModuleLoader(standaloneModuleLoader(remote));
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
    const slugs = sharedApi.routeSlugs().catch((error: unknown) => {
      console.error('Route slugs failed; dynamic pages are not routed', error);
      return null;
    });
    children.push({
      path: '*',
      element: <StandaloneDynamicPage slugs={slugs} routes={dynamicRoutes} pages={pages} />,
    });
  }
  const routeTree: RouteObject[] = [
    {
      element: <StandaloneFrame remote={remote} paths={routes.map(({ path }) => path)} />,
      children,
    },
  ];
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const queryClient = createShopQueryClient();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <StandaloneRoutes routes={routeTree} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

function StandaloneRoutes({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Other remotes' modules come from the releases the api lists in /remotes.json. */
function standaloneModuleLoader(self: RemotePackage) {
  let registry: Promise<RemoteRegistry> | undefined;
  const register = async () => {
    const response = await fetch('/remotes.json');
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const parsed = readRemoteRegistry(await response.json());
    if (!parsed) throw new Error('/remotes.json is not a remote registry');
    const others = Object.entries(parsed.remotes)
      .filter(([name]) => name !== self)
      .map(([, release]) => ({ name: release.name, entry: release.entry }));
    getInstance()?.registerRemotes(others);
    return parsed;
  };
  return async (remote: string, key: string): Promise<unknown> => {
    registry ??= register();
    const release = (await registry).remotes[remote as RemotePackage];
    const federation = getInstance();
    if (!release || !federation) throw new Error(`${remote} is not available standalone`);
    return federation.loadRemote(`${release.name}/${key.replace(/^\.\//, '')}`);
  };
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
