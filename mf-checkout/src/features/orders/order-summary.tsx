import { type Language, type OrderResponse, toNumberLocale } from '@shop/shared-contracts';
import {
  orderStatusKey,
  orderStatusMessages,
  PriceSummaryView,
  paymentStateKey,
  useMessages,
} from '@shop/shared-contracts/react';
import { orderMessages } from '../../messages/order-messages';

/**
 * An order's number, date, status and recipient, and its receipt: the summary the order keeps
 * (decision 0023), its lines, discounts, delivery and place, gift cards and what was charged, in
 * the currency it was charged in, not today's market: a placed order does not change.
 */
export function OrderSummary({
  order,
  language,
}: {
  readonly order: OrderResponse;
  readonly language: Language;
}) {
  const { t } = useMessages(orderMessages);
  const labels = useMessages(orderStatusMessages);
  const date = new Intl.DateTimeFormat(toNumberLocale(language), { dateStyle: 'long' }).format(
    new Date(order.createdAt),
  );
  return (
    <section className="chk-order" data-testid="order-summary">
      <dl className="chk-order-facts">
        <dt>{t('order.number')}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
        <dt>{t('order.date')}</dt>
        <dd>{date}</dd>
        <dt>{t('order.status')}</dt>
        <dd data-testid="order-status" data-status={order.status}>
          {labels.t(orderStatusKey(order.status))}
        </dd>
        <dt>{t('order.payment')}</dt>
        <dd data-testid="order-payment" data-payment-state={order.paymentState}>
          {labels.t(paymentStateKey(order.paymentState))}
        </dd>
        <dt>{t('order.recipient')}</dt>
        <dd>
          {order.recipient.firstName} {order.recipient.lastName}, {order.recipient.postalCode}{' '}
          {order.recipient.city}
        </dd>
      </dl>
      <PriceSummaryView summary={order.summary} language={language} isReceipt />
    </section>
  );
}
