import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useActivation } from '../features/activation/api';
import { toLinkFailure } from '../lib/link-error';
import { LinkFailureMessage } from '../lib/link-failure-message';
import { accountMessages } from '../lib/messages';
import { loginHref } from '../lib/return-path';
import '../features/account.css';

/** `/accounts/activate/{hash}/`: opening the emailed link activates the new account. */
export default function ActivateAccountPage({ params, language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const activation = useActivation(params.hash ?? '');
  usePageViewed(t('activate.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('activate.title')}</h1>
      {activation.isIdle || activation.isPending ? (
        <p aria-busy="true">{t('activate.busy')}</p>
      ) : null}
      {activation.isSuccess ? (
        <>
          <p role="status" data-testid={`activation-${activation.data.status}`}>
            {activation.data.status === 'activated'
              ? t('activate.done', { email: activation.data.email })
              : t('activate.already')}
          </p>
          <Link to={loginHref(language)}>{t('loginLink')}</Link>
        </>
      ) : null}
      {activation.isError ? (
        <LinkFailureMessage failure={toLinkFailure(activation.error)} language={language} />
      ) : null}
    </div>
  );
}
