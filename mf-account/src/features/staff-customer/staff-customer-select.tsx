import { MIN_STAFF_CUSTOMER_QUERY } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { type FormEvent, useId, useState } from 'react';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { useStaffCustomerSearch } from './api';
import { useSelectedCustomer } from './use-selected-customer';

/**
 * Platform §6: a staff user can select a customer (admin context `selectedCustomer`). Searches
 * customers by email (`GET /api/customer/staff/customers/`, staff only) and keeps the choice for
 * the session. Renders nothing for anyone else; the api refuses them anyway (403).
 */
export function StaffCustomerSelect() {
  const isStaff = useBusState('auth:changed')?.user.isStaffUser ?? false;
  return isStaff ? <StaffCustomerSearch /> : null;
}

function StaffCustomerSearch() {
  const { t } = useMessages(accountOrdersMessages);
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [selected, select] = useSelectedCustomer();
  const search = useStaffCustomerSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim().toLowerCase());
  };
  return (
    <section aria-labelledby={`${id}-title`} data-testid="staff-customer-select">
      <h2 id={`${id}-title`}>{t('staff.title')}</h2>
      {selected ? (
        <p role="status" className="acc-wrap" data-testid="staff-selected-customer">
          {t('staff.selected', { email: selected.email })}{' '}
          <button type="button" className="acc-secondary" onClick={() => select(null)}>
            {t('staff.clear')}
          </button>
        </p>
      ) : null}
      <form className="acc-form" onSubmit={submit}>
        <label htmlFor={`${id}-q`}>{t('staff.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          minLength={MIN_STAFF_CUSTOMER_QUERY}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          data-testid="staff-customer-query"
        />
        <small id={`${id}-hint`} className="acc-muted">
          {t('staff.searchHint')}
        </small>
        <button type="submit" disabled={text.trim().length < MIN_STAFF_CUSTOMER_QUERY}>
          {t('staff.find')}
        </button>
      </form>
      {search.isError ? (
        <p role="alert" className="acc-error">
          {t('staff.failed')}
        </p>
      ) : null}
      {search.data ? (
        search.data.customers.length === 0 ? (
          <p>{t('staff.noResults')}</p>
        ) : (
          <ul className="acc-staff-results" data-testid="staff-customer-results">
            {search.data.customers.map((customer) => (
              <li key={customer.id}>
                <span className="acc-wrap">
                  {customer.email}
                  {customer.firstName || customer.lastName
                    ? ` (${customer.firstName} ${customer.lastName})`.replace(' )', ')')
                    : ''}
                </span>
                <button
                  type="button"
                  className="acc-secondary"
                  aria-pressed={selected?.id === customer.id}
                  onClick={() => select({ id: customer.id, email: customer.email })}
                >
                  {t('staff.select')}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
