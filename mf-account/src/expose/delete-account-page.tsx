import { type PageProps, routeHref, shopBus } from '@shop/shared-contracts';
import { useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../lib/api';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import '../features/account.css';

type DeleteState = 'confirming' | 'busy' | 'done' | 'failed';

/** `/accounts/delete-account/{token}/`: the emailed link deletes the account after a confirm. */
export default function DeleteAccountPage({ params, language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useBusState('auth:changed');
  const [state, setState] = useState<DeleteState>('confirming');
  usePageViewed(t('delete.title'), 'other');
  const confirm = async () => {
    setState('busy');
    try {
      await api.confirmAccountDeletion(params.token ?? '');
      setState('done');
      // The api revoked every login of the account; end this page's session too.
      if (auth?.user.isAuthenticated) shopBus.emit('auth:logout-requested', undefined);
    } catch (error) {
      console.error('Deleting the account failed', error);
      setState('failed');
    }
  };
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('delete.title')}</h1>
      {state === 'done' ? (
        <p role="status" data-testid="delete-done">
          {t('delete.done')}
        </p>
      ) : (
        <>
          <p>{t('delete.confirmText')}</p>
          <button
            type="button"
            className="acc-danger"
            onClick={confirm}
            disabled={state === 'busy'}
            data-testid="delete-confirm"
          >
            {state === 'busy' ? t('form.sending') : t('delete.confirm')}
          </button>
        </>
      )}
      {state === 'failed' ? (
        <>
          <p role="alert" className="acc-error" data-testid="delete-failed">
            {t('delete.failed')}
          </p>
          {auth?.user.isAuthenticated ? (
            <Link to={routeHref('account', language)}>{t('account.title')}</Link>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
