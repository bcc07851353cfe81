import { localisePath, splitLanguagePrefix } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Platform §2: an unknown route gives a 404 with 'Page not found: {path}'. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  return (
    <section className="shell-error" data-status="404">
      <p className="shell-error-status">404</p>
      <h1>{t('notFound.title', { path: pathname })}</h1>
      <Link className="shell-button" to={localisePath('/', language)}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
