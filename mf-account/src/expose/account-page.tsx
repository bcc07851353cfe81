import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { AccountDetails } from '../features/account/account-details';
import { AccountShortcuts } from '../features/account/account-shortcuts';
import { DeleteAccountRequest } from '../features/account/delete-account-request';
import { api } from '../lib/api';
import { ACCOUNT_NAMESPACE } from '../lib/messages';
import { useRequireLogin } from '../lib/use-require-login';
import '../features/account.css';

/** `/accounts/`: the logged-in customer's data and pages; anonymous visitors go to log in. */
export default function AccountPage({ language }: PageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const user = useRequireLogin(language);
  usePageViewed(t('account.title'), 'other');
  if (!user) return <div data-boundary="mf-account" aria-busy="true" />;
  return (
    <div data-boundary="mf-account" className="acc-page" data-testid="account-page">
      <h1>{t('account.title')}</h1>
      <CustomerData userKey={`${user.id}`} />
      <AccountShortcuts language={language} />
      <DeleteAccountRequest language={language} />
    </div>
  );
}

function CustomerData({ userKey }: { readonly userKey: string }) {
  const customer = useApiQuery(`customer|${userKey}`, (signal) => api.customer(signal));
  return <QueryView state={customer}>{(data) => <AccountDetails customer={data} />}</QueryView>;
}
