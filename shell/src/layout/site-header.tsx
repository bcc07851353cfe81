import {
  LANGUAGES,
  type Language,
  localisePath,
  splitLanguagePrefix,
} from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';

const NAVIGATION = [
  { path: '/catalog/', label: 'nav.catalog' },
  { path: '/manufacturers/', label: 'nav.brands' },
  { path: '/ski-wizard/', label: 'nav.skiWizard' },
  { path: '/reclamation/', label: 'nav.reclamation' },
  { path: '/checkout/', label: 'nav.checkout' },
] as const;

export function SiteHeader({ language }: { readonly language: Language }) {
  const { t } = useTranslation('shell');
  return (
    <header className="shell-header">
      <Link to={localisePath('/', language)} className="shell-logo" data-testid="home-link">
        {t('shopName')}
      </Link>
      <nav aria-label={t('nav.label')} className="shell-nav">
        {NAVIGATION.map(({ path, label }) => (
          <NavLink key={path} to={localisePath(path, language)} className="shell-nav-link">
            {t(label)}
          </NavLink>
        ))}
      </nav>
      <LanguageSwitcher current={language} />
    </header>
  );
}

/** Links to the same page in each language; the route prefix decides the language. */
function LanguageSwitcher({ current }: { readonly current: Language }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const { path } = splitLanguagePrefix(pathname);
  return (
    <nav aria-label={t('language.label')} className="shell-languages">
      {LANGUAGES.map((language) => (
        <Link
          key={language}
          to={`${localisePath(path, language)}${search}`}
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
