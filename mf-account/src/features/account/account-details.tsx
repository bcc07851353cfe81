import type { CustomerResponse } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { accountMessages } from '../../lib/messages';

/** The customer's data as `/api/customer/` gives it (platform §3 Customer response). */
export function AccountDetails({ customer }: { readonly customer: CustomerResponse }) {
  const { t } = useMessages(accountMessages);
  const yesNo = (value: boolean) => (value ? t('account.yes') : t('account.no'));
  return (
    <section aria-labelledby="acc-details">
      <h2 id="acc-details">{t('account.details')}</h2>
      <dl className="acc-details" data-testid="account-details">
        <dt>{t('account.email')}</dt>
        <dd data-testid="account-email">{customer.customer.email}</dd>
        {/* Every account is a club membership: joining the club is creating an account. */}
        <dt>{t('account.club')}</dt>
        <dd data-testid="account-club">{t('account.clubMember')}</dd>
        <dt>{t('account.orgUser')}</dt>
        <dd data-testid="account-org-user">{yesNo(customer.customer.is_org_user)}</dd>
        <dt>{t('account.postcode')}</dt>
        <dd data-testid="account-postcode">{customer.postcode ?? t('account.noPostcode')}</dd>
        {customer.is_staff ? (
          <>
            <dt>{t('account.staffUser')}</dt>
            <dd>{customer.username}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
