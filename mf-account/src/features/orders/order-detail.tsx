import { type CustomerOrder, type Language, toNumberLocale } from '@shop/shared-contracts';
import {
  orderStatusMessages,
  PriceSummaryView,
  paymentStateKey,
  useMessages,
} from '@shop/shared-contracts/react';
import { accountOrdersMessages } from '../../lib/account-orders-messages';

/**
 * An opened order: payment and recipient, then its receipt, the summary the order keeps
 * (decision 0023): lines, discounts, delivery and place, gift cards and what was charged, in
 * the currency it was charged in, not today's market: a placed order does not change.
 */
export function OrderDetail({
  order,
  language,
}: {
  readonly order: CustomerOrder;
  readonly language: Language;
}) {
  const { t } = useMessages(accountOrdersMessages);
  const labels = useMessages(orderStatusMessages);
  return (
    <div className="acc-order-detail" data-testid="account-order-detail">
      <dl className="acc-details">
        <dt>{t('orders.payment')}</dt>
        <dd data-payment-state={order.paymentState}>
          {labels.t(paymentStateKey(order.paymentState))}
        </dd>
        <dt>{t('orders.recipient')}</dt>
        <dd>
          {order.recipient.firstName} {order.recipient.lastName}, {order.recipient.postalCode}{' '}
          {order.recipient.city}
        </dd>
      </dl>
      <PriceSummaryView summary={order.summary} language={language} isReceipt />
    </div>
  );
}

/** The order date in the shopper's language. */
export function formatOrderDate(createdAt: string, language: Language): string {
  return new Intl.DateTimeFormat(toNumberLocale(language), { dateStyle: 'medium' }).format(
    new Date(createdAt),
  );
}
