import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useLocation } from '@shop/shared-contracts/router';
import { ErrorScreen } from './error-screen';

/** Platform §2: an unknown route gives a 404 with 'Page not found: {path}'. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return <ErrorScreen status={404} message={t('notFound.title', { path: pathname })} />;
}
