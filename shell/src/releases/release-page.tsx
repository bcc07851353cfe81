import { routeHref, splitLanguagePrefix } from '@shop/shared-contracts';
import {
  ClientOnly,
  useBusState,
  useMessages,
  usePageMeta,
  usePageViewed,
} from '@shop/shared-contracts/react';
import { Link, useLocation } from '@shop/shared-contracts/router';
import type { ReactNode } from 'react';
import { releaseMessages } from './messages';
import { ReleaseBoard } from './release-board';
import './releases.css';

/** A tool for staff, kept out of search engines. */
const PAGE_META = { noindex: true } as const;

/**
 * `/releases/` (issue 14 point 8): the staff release page. Who may see the data is decided by
 * the api (a staff or admin session); the page only spares others a call that would be refused.
 */
export function ReleasePage() {
  const { t } = useMessages(releaseMessages);
  usePageViewed(t('title'), 'other');
  usePageMeta(PAGE_META);
  const busy = (
    <p aria-busy="true" className="shell-page-loading">
      {t('loading')}
    </p>
  );
  return (
    <article className="shell-releases" data-testid="release-page">
      <h1>{t('title')}</h1>
      {/* The releases are read with the browser's session, never rendered on the server. */}
      <ClientOnly fallback={busy}>
        <ReleaseAccess busy={busy} />
      </ClientOnly>
    </article>
  );
}

function ReleaseAccess({ busy }: { readonly busy: ReactNode }) {
  const { t } = useMessages(releaseMessages);
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  const auth = useBusState('auth:changed');
  if (!auth || auth.isLoading) return busy;
  const { user } = auth;
  if (user.isStaffUser || user.isAdminUser) return <ReleaseBoard language={language} />;
  return (
    <div data-testid="release-denied">
      <p>{t('staffOnly')}</p>
      {user.isAuthenticated ? null : (
        <p>
          {t('logInFirst')}{' '}
          <Link to={`${routeHref('login', language)}?next=${encodeURIComponent(pathname)}`}>
            {t('logIn')}
          </Link>
        </p>
      )}
    </div>
  );
}
