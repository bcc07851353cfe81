import type { Language } from '@shop/shared-contracts';
import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { useCustomerOrders } from './api';
import { OrderList } from './order-list';
import './orders.css';

/** The account page's order history (issue 12 point 3). */
export function CustomerOrders({ language }: { readonly language: Language }) {
  const { t } = useMessages(accountOrdersMessages);
  const orders = useCustomerOrders(language);
  return (
    <section aria-labelledby="acc-orders" data-testid="account-order-history">
      <h2 id="acc-orders">{t('orders.title')}</h2>
      <QueryView query={orders}>
        {(data) => <OrderList orders={data.orders} language={language} />}
      </QueryView>
    </section>
  );
}
