import type { PageProps, RemotePackage, RemoteRouteDefinition } from '@shop/shared-contracts';
import { currentRenderCache } from '@shop/shared-contracts/bus';
import { useIsHydrated } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { pageLoadingBar } from '../services/loading-bar/page-loading-bar';
import { PageInteractive } from '../services/page-interactive';
import { loadPageModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote } from './remote-registry';

type PageSource = Pick<RemoteRouteDefinition, 'owner' | 'module'>;

const pages = new Map<string, unknown>();

/**
 * One lazy component per remote module and attempt, so revisiting a page does not suspend; on
 * the server one per render (the render cache), so each request gets the active release.
 */
function lazyPage(source: PageSource, attempt: number): ComponentType<PageProps> {
  const cacheKey = `page:${source.owner}/${source.module}#${attempt}`;
  const cache = currentRenderCache() ?? pages;
  let page = cache.get(cacheKey) as ComponentType<PageProps> | undefined;
  if (!page) {
    page = lazy(async () => {
      if (attempt > 0) await resetRemote(source.owner);
      return loadPageModule(source);
    });
    cache.set(cacheKey, page);
  }
  return page;
}

interface RemotePageProps extends PageProps {
  readonly source: PageSource;
}

/**
 * Remotes whose pages are the shopper's own (cart and checkout, account and complaints): the
 * server renders the frame around them and the browser the page (docs/decisions/0012).
 */
const PERSONAL_PAGE_OWNERS: ReadonlySet<RemotePackage> = new Set(['mf-checkout', 'mf-account']);

/**
 * Their pages that render on the server all the same: the page renders what is the same for
 * every shopper and leaves its personal part to the browser after hydrating (the cart: its
 * heading and pickup stores on the server, the cart itself in the browser), or its personal
 * part comes from the session the server renders with too (the complaint form: a logged-in
 * customer's email and orders).
 */
const SERVER_RENDERED_PERSONAL_PAGES: ReadonlySet<string> = new Set([
  'mf-checkout ./CartPage',
  'mf-account ./ReclamationPage',
]);

const isFrameOnly = ({ owner, module }: PageSource) =>
  PERSONAL_PAGE_OWNERS.has(owner) && !SERVER_RENDERED_PERSONAL_PAGES.has(`${owner} ${module}`);

/** Loads the page module of the remote that owns the route, only when the route renders. */
export function RemotePage(props: RemotePageProps) {
  return isFrameOnly(props.source) ? (
    <PersonalRemotePage {...props} />
  ) : (
    <LoadedRemotePage {...props} />
  );
}

/**
 * A personal page renders once hydration is over. Only these pages read the hydration state: it
 * re-renders its reader right after hydrating, and a re-render above a server-rendered page
 * whose module is still loading would make React drop the server's markup and render the page
 * again in the browser.
 */
function PersonalRemotePage(props: RemotePageProps) {
  return useIsHydrated() ? <LoadedRemotePage {...props} /> : <PageLoading />;
}

function LoadedRemotePage({ source, ...pageProps }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(source, attempt);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={source.owner}
      onRetry={() => setAttempt(attempt + 1)}
    >
      <Suspense fallback={<PageLoading />}>
        <Page {...pageProps} />
        <PageInteractive />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function PageLoading() {
  const { t } = useTranslation('shell');
  // Platform §2: the loading bar runs while the page module loads.
  useEffect(() => {
    pageLoadingBar.start();
    return () => pageLoadingBar.finish();
  }, []);
  return (
    <p className="shell-page-loading" aria-busy="true">
      {t('remote.loading')}
    </p>
  );
}
