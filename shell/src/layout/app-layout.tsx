import { splitLanguagePrefix } from '@shop/shared-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorScreen } from '../routes/error-screen';
import { useTrailingSlash } from '../routes/use-trailing-slash';
import { clearFatalError, useFatalError } from '../services/errors/fatal-error';
import { useRouteLanguage } from '../services/i18n';
import { usePageTitle } from '../services/page-title';
import { ToastHost } from '../services/toasts/toast-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame around every page: header, the routed page, toasts and footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  const { t } = useTranslation('shell');
  useRouteLanguage(language);
  useTrailingSlash();
  usePageTitle(t('shopName'));
  const fatalError = useFatalError();
  // A new page is a new start: a fatal error belongs to the page it happened on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose.
  useEffect(() => clearFatalError(), [pathname]);
  return (
    <div className="shell-app">
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader language={language} />
      <main id="main" className="shell-main">
        {fatalError ? <ErrorScreen {...fatalError} /> : <Outlet />}
      </main>
      <SiteFooter />
      <ToastHost />
    </div>
  );
}
