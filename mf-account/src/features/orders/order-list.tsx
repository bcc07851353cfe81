import { type CustomerOrder, formatMoney, type Language } from '@shop/shared-contracts';
import { orderStatusKey, orderStatusMessages, useMessages } from '@shop/shared-contracts/react';
import { useLocation } from '@shop/shared-contracts/router';
import { accountOrdersMessages } from '../../lib/account-orders-messages';
import { formatOrderDate, OrderDetail } from './order-detail';
import { returnStatusKey } from './status-labels';

/** The anchor of an order on the account page; `/accounts/#order-{number}` opens it. */
export const orderAnchor = (orderNumber: string) => `order-${orderNumber}`;

/**
 * The customer's orders, newest first as the api answers them. Each is a disclosure: the
 * summary line shows number, date, status, return status and total; opening it shows the rows.
 * No route of its own: everything is in the list's one answer, and the anchor deep-links it.
 */
export function OrderList({
  orders,
  language,
}: {
  readonly orders: readonly CustomerOrder[];
  readonly language: Language;
}) {
  const { t } = useMessages(accountOrdersMessages);
  const { hash } = useLocation();
  if (orders.length === 0) return <p data-testid="account-orders-empty">{t('orders.empty')}</p>;
  return (
    <>
      <p data-testid="account-orders-count">{t('orders.count', { count: orders.length })}</p>
      <ul className="acc-orders" data-testid="account-orders">
        {orders.map((order) => (
          <li key={order.orderNumber} id={orderAnchor(order.orderNumber)}>
            <details
              className="acc-order"
              data-testid="account-order"
              data-order-number={order.orderNumber}
              open={hash === `#${orderAnchor(order.orderNumber)}` || undefined}
            >
              <OrderSummaryLine order={order} language={language} />
              <OrderDetail order={order} language={language} />
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

function OrderSummaryLine({
  order,
  language,
}: {
  readonly order: CustomerOrder;
  readonly language: Language;
}) {
  const { t } = useMessages(accountOrdersMessages);
  const labels = useMessages(orderStatusMessages);
  // The receipt's total, as the opened order shows it (decision 0023).
  const total = formatMoney(order.summary.total, order.summary.currency, language);
  return (
    <summary>
      <dl className="acc-order-summary">
        <div>
          <dt>{t('orders.number')}</dt>
          <dd data-testid="account-order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd data-testid="account-order-status" data-status={order.status}>
            {labels.t(orderStatusKey(order.status))}
          </dd>
        </div>
        <div>
          <dt>{t('orders.returnStatus')}</dt>
          <dd data-testid="account-order-return" data-return-status={order.returnStatus ?? ''}>
            {order.returnStatus ? t(returnStatusKey(order.returnStatus)) : t('orders.noReturn')}
          </dd>
        </div>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd data-testid="account-order-total">{total}</dd>
        </div>
      </dl>
    </summary>
  );
}
