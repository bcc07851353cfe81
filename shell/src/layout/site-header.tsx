import {
  LANGUAGES,
  type Language,
  localisePath,
  routeHref,
  switchLanguageHrefs,
} from '@shop/shared-contracts';
import { ClientOnly } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { Link, NavLink, useLocation } from '@shop/shared-contracts/router';
import { AccountMenu } from './account-menu';
import { CartBadgeSlot } from './cart-badge-slot';
import { HeaderSearch } from './header-search';
import { MarketBadge } from './market-badge';

const NAVIGATION = [
  { route: 'catalog', label: 'nav.catalog' },
  { route: 'brands', label: 'nav.brands' },
  { route: 'ski-wizard', label: 'nav.skiWizard' },
  { route: 'reclamation', label: 'nav.reclamation' },
] as const;

export function SiteHeader({ language }: { readonly language: Language }) {
  const { t } = useTranslation('shell');
  const cartLink = (
    <Link to={routeHref('checkout', language)} data-testid="cart-badge-fallback">
      {t('nav.checkout')}
    </Link>
  );
  return (
    <header className="shell-header">
      <Link to={localisePath('/', language)} className="shell-logo" data-testid="home-link">
        {t('shopName')}
      </Link>
      <Link
        to={routeHref('menu', language)}
        className="shell-menu-button"
        data-testid="menu-button"
        aria-label={t('menu.open')}
      >
        <span aria-hidden="true">☰</span>
      </Link>
      <nav aria-label={t('nav.label')} className="shell-nav">
        {NAVIGATION.map(({ route, label }) => (
          <NavLink key={route} to={routeHref(route, language)} className="shell-nav-link">
            {t(label)}
          </NavLink>
        ))}
      </nav>
      <HeaderSearch language={language} />
      <AccountMenu language={language} />
      {/* The cart lives in the browser, so the server renders the plain link. */}
      <ClientOnly fallback={cartLink}>
        <CartBadgeSlot language={language} fallback={cartLink} />
      </ClientOnly>
      <MarketBadge />
      <LanguageSwitcher current={language} />
    </header>
  );
}

/** Links to the same page in each language; the route prefix decides the language. */
function LanguageSwitcher({ current }: { readonly current: Language }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const hrefs = switchLanguageHrefs(pathname, LANGUAGES);
  return (
    <nav aria-label={t('language.label')} className="shell-languages">
      {LANGUAGES.map((language) => (
        <Link
          key={language}
          to={`${hrefs[language] ?? pathname}${search}`}
          hrefLang={language}
          aria-current={language === current ? 'true' : undefined}
          className="shell-language"
        >
          {language.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
