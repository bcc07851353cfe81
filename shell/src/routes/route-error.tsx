import { isRouteErrorResponse, useRouteError } from '@shop/shared-contracts/router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** A render or routing error outside any remote's boundary lands on the error screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen status={error.status} message={error.statusText} data={error.data} />;
  }
  return <ErrorScreen status={500} message={t('error.unexpected')} data={String(error)} />;
}
