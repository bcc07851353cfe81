import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { DeleteAccountConfirm } from '../features/account-deletion/delete-account-confirm';
import { accountMessages } from '../lib/messages';
import '../features/account.css';

/** `/accounts/delete-account/{token}/`: the emailed link deletes the account after a confirm. */
export default function DeleteAccountPage({ params, language }: PageProps) {
  const { t } = useMessages(accountMessages);
  usePageViewed(t('delete.title'), 'other');
  return (
    <div data-boundary="mf-account" className="acc-page">
      <h1>{t('delete.title')}</h1>
      <DeleteAccountConfirm token={params.token ?? ''} language={language} />
    </div>
  );
}
