import type { PageProps } from '@shop/shared-contracts';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { ResetConfirmForm } from '../features/password/reset-confirm-form';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import '../features/account.css';

/** `/accounts/password/reset/confirm/{hash}/`: the emailed link sets a new password once. */
export default function PasswordResetConfirmPage({ params, language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageViewed(t('resetConfirm.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('resetConfirm.title')}</h1>
      <ResetConfirmForm token={params.hash ?? ''} language={language} />
    </div>
  );
}
