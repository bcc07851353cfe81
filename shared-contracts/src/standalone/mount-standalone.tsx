import i18next from 'i18next';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../market/languages.js';
import type { PageModule } from '../modules/exposed-modules.js';
import type { RemotePackage } from '../remotes/registry.js';
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
