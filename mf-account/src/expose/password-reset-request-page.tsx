import type { PageProps } from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { ResetRequestForm } from '../features/password/reset-request-form';
import { accountMessages } from '../lib/messages';
import '../features/account.css';

/** `/accounts/reset-password/`: email → a reset link in the mailbox (platform §7). */
export default function PasswordResetRequestPage({ language }: PageProps) {
  const { t } = useMessages(accountMessages);
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
