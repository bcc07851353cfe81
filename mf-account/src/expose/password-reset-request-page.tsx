import type { PageProps } from '@shop/shared-contracts';
import { useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { ResetRequestForm } from '../features/password/reset-request-form';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import '../features/account.css';

/** `/accounts/reset-password/`: email → a reset link in the mailbox (platform §7). */
export default function PasswordResetRequestPage({ language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useBusState('auth:changed');
  usePageViewed(t('reset.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('reset.title')}</h1>
      <p>{t('reset.intro')}</p>
      <ResetRequestForm
        // Remounted with the address once a logged-in customer's session has loaded.
        key={auth?.user.email ?? ''}
        language={language}
        initialEmail={auth?.user.email ?? ''}
      />
    </div>
  );
}
