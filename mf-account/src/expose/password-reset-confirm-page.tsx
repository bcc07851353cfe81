import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { ResetConfirmForm } from '../features/password/reset-confirm-form';
import { accountMessages } from '../lib/messages';
import '../features/account.css';

/** `/accounts/password/reset/confirm/{hash}/`: the emailed link sets a new password once. */
export default function PasswordResetConfirmPage({ params, language }: PageProps) {
  const { t } = useMessages(accountMessages);
  usePageViewed(t('resetConfirm.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('resetConfirm.title')}</h1>
      <ResetConfirmForm token={params.hash ?? ''} language={language} />
    </div>
  );
}
