import {
  formatPrice,
  type Language,
  localisePath,
  type OrderResponse,
  toNumberLocale,
} from '@shop/shared-contracts';
import {
  orderStatusKey,
  orderStatusMessages,
  paymentStateKey,
  useMessages,
} from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { orderMessages } from '../../messages/order-messages';

/**
 * An order's number, date, status and rows with totals. Amounts are shown in the currency and
 * at the rate the order was charged, not today's market: a placed order does not change.
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
  const money = (cents: number) =>
    formatPrice(cents, {
      currencyCode: order.currencyCode,
      currencyRate: order.currencyRate,
      language,
    });
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
      <table className="chk-order-lines">
        <thead>
          <tr>
            <th scope="col">{t('order.product')}</th>
            <th scope="col">{t('order.amount')}</th>
            <th scope="col">{t('order.unitPrice')}</th>
            <th scope="col">{t('order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            // Rows have no id of their own in the contract; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} data-testid="order-line">
              <td>
                {line.path ? (
                  <Link to={localisePath(line.path, language)}>{line.name}</Link>
                ) : (
                  line.name
                )}
                {line.variant ? <span className="chk-muted"> ({line.variant})</span> : null}
              </td>
              <td>{line.amount}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('order.linesTotal')}
            </th>
            <td>{money(order.linesTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('order.delivery', { method: order.deliveryMethod.name })}
            </th>
            <td>{money(order.deliveryTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('order.total')}
            </th>
            <td data-testid="order-total">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
