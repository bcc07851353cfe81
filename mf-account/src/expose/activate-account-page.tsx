import type { PageProps } from '@shop/shared-contracts';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../lib/api';
import { toLinkFailure } from '../lib/link-error';
import { LinkFailureMessage } from '../lib/link-failure-message';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import { loginHref } from '../lib/return-path';
import { useOneTimeCall } from '../lib/use-one-time-call';
import '../features/account.css';

/** `/accounts/activate/{hash}/`: opening the emailed link activates the new account. */
export default function ActivateAccountPage({ params, language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const token = params.hash ?? '';
  const activation = useOneTimeCall(`activate|${token}`, () => api.activateAccount(token));
  usePageViewed(t('activate.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('activate.title')}</h1>
      {activation.status === 'loading' ? <p aria-busy="true">{t('activate.busy')}</p> : null}
      {activation.status === 'success' ? (
        <>
          <p role="status" data-testid={`activation-${activation.data.status}`}>
            {activation.data.status === 'activated'
              ? t('activate.done', { email: activation.data.email })
              : t('activate.already')}
          </p>
          <Link to={loginHref(language)}>{t('loginLink')}</Link>
        </>
      ) : null}
      {activation.status === 'error' ? (
        <LinkFailureMessage failure={toLinkFailure(activation.error)} language={language} />
      ) : null}
    </div>
  );
}
