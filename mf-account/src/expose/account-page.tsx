import type { PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { lazy, Suspense } from 'react';
import { AccountDetails } from '../features/account/account-details';
import { AccountShortcuts } from '../features/account/account-shortcuts';
import { useCustomer } from '../features/account/api';
import { DeleteAccountRequest } from '../features/account/delete-account-request';
import { CustomerOrders } from '../features/orders/customer-orders';
import { PreferencesSection } from '../features/preferences/preferences-section';
import { ComplaintList } from '../features/reclamation/complaint-list';
import { StaffCustomerSelect } from '../features/staff-customer/staff-customer-select';
import { accountMessages } from '../lib/messages';
import { useRequireLogin } from '../lib/use-require-login';
import '../features/account.css';

// Staff only: customers never load the complaint desk's code.
const StaffComplaints = lazy(() => import('../features/reclamation/staff-complaints'));

/** `/accounts/`: the logged-in customer's data and pages; anonymous visitors go to log in. */
export default function AccountPage({ language }: PageProps) {
  const { t } = useMessages(accountMessages);
  const user = useRequireLogin(language);
  usePageViewed(t('account.title'), 'other');
  if (!user) return <div data-boundary="mf-account" aria-busy="true" />;
  return (
    <div data-boundary="mf-account" className="acc-page" data-testid="account-page">
      <h1>{t('account.title')}</h1>
      <CustomerData />
      <PreferencesSection />
      <StaffCustomerSelect />
      <CustomerOrders language={language} />
      <ComplaintList />
      {user.isStaffUser ? (
        <Suspense fallback={null}>
          <StaffComplaints language={language} />
        </Suspense>
      ) : null}
      <AccountShortcuts language={language} />
      <DeleteAccountRequest language={language} />
    </div>
  );
}

function CustomerData() {
  const customer = useCustomer();
  return <QueryView query={customer}>{(data) => <AccountDetails customer={data} />}</QueryView>;
}
