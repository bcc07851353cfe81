import type { PageProps } from '@shop/shared-contracts';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../lib/api';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import { useOneTimeCall } from '../lib/use-one-time-call';
import '../features/account.css';

/**
 * `/accounts/stop_reminders/{email}/?token=`: stops reminder emails to the address. The
 * token is the api's signature of the address, so a typed-in address stops nothing.
 */
export default function StopRemindersPage({ params }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [search] = useSearchParams();
  const email = params.email ?? '';
  const token = search.get('token') ?? '';
  const result = useOneTimeCall(`stop-reminders|${email}|${token}`, () =>
    api.stopReminders({ email, token }),
  );
  usePageViewed(t('reminders.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('reminders.title')}</h1>
      {result.status === 'loading' ? <p aria-busy="true">{t('reminders.busy')}</p> : null}
      {result.status === 'success' ? (
        <p role="status" data-testid="reminders-stopped">
          {t('reminders.done', { email })}
        </p>
      ) : null}
      {result.status === 'error' ? (
        <p role="alert" className="acc-error" data-testid="reminders-failed">
          {t('reminders.failed')}
        </p>
      ) : null}
    </div>
  );
}
