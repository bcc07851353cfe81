import {
  type CustomerOrder,
  formatPrice,
  type Language,
  localisePath,
  toNumberLocale,
} from '@shop/shared-contracts';
import { orderStatusMessages, paymentStateKey, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { accountOrdersMessages } from '../../lib/account-orders-messages';

/**
 * An opened order: payment, recipient, rows and totals. Amounts are in the currency and at the
 * rate the order was charged, not today's market: a placed order does not change.
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
  const money = (cents: number) =>
    formatPrice(cents, {
      currencyCode: order.currencyCode,
      currencyRate: order.currencyRate,
      language,
    });
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
      <ul className="acc-order-lines">
        {order.lines.map((line, index) => (
          // Rows have no id of their own in the contract; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} data-testid="account-order-line">
            <span className="acc-order-line-name">
              {line.path ? (
                <Link to={localisePath(line.path, language)}>{line.name}</Link>
              ) : (
                line.name
              )}
              {line.variant ? <span className="acc-muted"> ({line.variant})</span> : null}
            </span>
            <span className="acc-order-line-price">
              {line.amount} × {money(line.unitPrice)} = {money(line.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="acc-details acc-order-totals">
        <dt>{t('orders.linesTotal')}</dt>
        <dd>{money(order.linesTotal)}</dd>
        <dt>{t('orders.delivery', { method: order.deliveryMethod.name })}</dt>
        <dd>{money(order.deliveryTotal)}</dd>
        <dt>{t('orders.total')}</dt>
        <dd data-testid="account-order-total">{money(order.total)}</dd>
      </dl>
    </div>
  );
}

/** The order date in the shopper's language. */
export function formatOrderDate(createdAt: string, language: Language): string {
  return new Intl.DateTimeFormat(toNumberLocale(language), { dateStyle: 'medium' }).format(
    new Date(createdAt),
  );
}
