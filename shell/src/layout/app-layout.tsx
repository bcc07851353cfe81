import {
  type Language,
  resolveRoute,
  routeHref,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { Link, Outlet, useLocation } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { ModalHost } from '../modals/modal-host';
import { ErrorScreen } from '../routes/error-screen';
import { useTrailingSlash } from '../routes/use-trailing-slash';
import { useFullLoadOnNewBuild } from '../services/build-watch/use-full-load-on-new-build';
import { useClearFatalErrorOnNavigation, useFatalError } from '../services/errors/fatal-error';
import { useRouteLanguage } from '../services/i18n';
import { usePageTitle } from '../services/page-title';
import { useShellServices } from '../services/shell-services';
import { ToastHost } from '../services/toasts/toast-host';
import { LoadingBar } from './loading-bar';
import { ReleaseOverrideSlot } from './release-override-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame around every page: header, the routed page, toasts and footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  const { t } = useTranslation('shell');
  useRouteLanguage(language);
  const { market } = useShellServices();
  useEffect(() => market.setLanguage(language), [market, language]);
  useTrailingSlash();
  usePageTitle(t('shopName'));
  const fatalError = useFatalError();
  useClearFatalErrorOnNavigation(pathname);
  useFullLoadOnNewBuild(pathname);
  const page = fatalError ? <ErrorScreen {...fatalError} /> : <Outlet />;
  // Platform §2 layouts: the rental booking (`rentle`) sits in a bare frame of its own.
  if (resolveRoute(pathname)?.route.layout === 'rentle') {
    return (
      <div className="shell-app shell-app--rentle" data-layout="rentle">
        <LoadingBar />
        <RentleBar language={language} />
        <main id="main" className="shell-main">
          {page}
        </main>
        <ToastHost />
        <ModalHost />
        <ReleaseOverrideSlot />
      </div>
    );
  }
  return (
    <div className="shell-app">
      <LoadingBar />
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader language={language} />
      <main id="main" className="shell-main">
        {page}
      </main>
      <SiteFooter language={language} />
      <ToastHost />
      <ModalHost />
      <ReleaseOverrideSlot />
    </div>
  );
}

function RentleBar({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  return (
    <nav className="shell-rentle-bar">
      <Link to={routeHref('home', language)}>{t('rentle.backToShop')}</Link>
    </nav>
  );
}
