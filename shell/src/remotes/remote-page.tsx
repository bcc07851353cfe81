import type { PageProps, RemotePackage, RemoteRouteDefinition } from '@shop/shared-contracts';
import { useIsHydrated } from '@shop/shared-contracts/react';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLoadingBar } from '../services/loading-bar/page-loading-bar';
import { loadPageModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote } from './remote-registry';

type PageSource = Pick<RemoteRouteDefinition, 'owner' | 'module'>;

const pages = new Map<string, ComponentType<PageProps>>();

/** One lazy component per remote module and attempt, so revisiting a page does not suspend. */
function lazyPage(source: PageSource, attempt: number): ComponentType<PageProps> {
  const cacheKey = `${source.owner}/${source.module}#${attempt}`;
  let page = pages.get(cacheKey);
  if (!page) {
    page = lazy(async () => {
      if (attempt > 0) await resetRemote(source.owner);
      return loadPageModule(source);
    });
    pages.set(cacheKey, page);
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

/** Loads the page module of the remote that owns the route, only when the route renders. */
export function RemotePage({ source, ...pageProps }: RemotePageProps) {
  const isHydrated = useIsHydrated();
  if (PERSONAL_PAGE_OWNERS.has(source.owner) && !isHydrated) return <PageLoading />;
  return <LoadedRemotePage source={source} {...pageProps} />;
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
