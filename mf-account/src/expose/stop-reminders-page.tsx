import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { useStopReminders } from '../features/reminders/api';
import { toLinkFailure } from '../lib/link-error';
import { LinkFailureMessage } from '../lib/link-failure-message';
import { accountMessages } from '../lib/messages';
import '../features/account.css';

/**
 * `/accounts/stop_reminders/{email}/?token=`: stops reminder emails to the address. The
 * token is the api's signature of the address, so a typed-in address stops nothing.
 */
export default function StopRemindersPage({ params, language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const [search] = useSearchParams();
  const email = params.email ?? '';
  const stop = useStopReminders(email, search.get('token') ?? '');
  usePageViewed(t('reminders.title'), 'other');
  const failure = stop.isError ? toLinkFailure(stop.error) : null;
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('reminders.title')}</h1>
      {stop.isIdle || stop.isPending ? <p aria-busy="true">{t('reminders.busy')}</p> : null}
      {stop.isSuccess ? (
        <p role="status" data-testid="reminders-stopped">
          {t('reminders.done', { email })}
        </p>
      ) : null}
      {failure === 'notFound' ? <LinkFailureMessage failure={failure} language={language} /> : null}
      {failure === 'expired' || failure === 'failed' ? (
        <p role="alert" className="acc-error" data-testid="reminders-failed">
          {t('reminders.failed')}
        </p>
      ) : null}
    </div>
  );
}
