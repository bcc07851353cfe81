import { type PageProps, pathOf, ROUTES, shopBus } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link, useNavigate } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { useOrderBySlug } from '../features/orders/api';
import { isUnknownOrder, orderOutcomeHref, toRouteOutcome } from '../features/orders/order-outcome';
import { OrderSummary } from '../features/orders/order-summary';
import '../features/orders.css';
import { orderMessages } from '../messages/order-messages';

/**
 * `/order/payment_ok|payment_cancelled|payment_error|payment_address/{orderNumber}/{token}/`:
 * the payment's outcome, and for a paid order its summary. The server's payment state wins:
 * an order whose state does not match the route is sent (replace) to the page that does.
 */
export default function OrderOutcomePage({ routeId, params, language }: PageProps) {
  const { t } = useMessages(orderMessages);
  const navigate = useNavigate();
  const slug = params['*'] ?? '';
  const shown = toRouteOutcome(routeId);
  const order = useOrderBySlug(slug, language);
  const actual = order.data?.outcome;
  const isMismatch = actual !== undefined && actual !== shown;
  useEffect(() => {
    if (actual !== undefined && actual !== shown) {
      navigate(orderOutcomeHref(actual, slug, language), { replace: true });
    }
  }, [actual, shown, slug, language, navigate]);
  // A paid order is done with: the cart that made it is cleared (platform §4 clearing). A
  // cancelled or failed payment keeps the cart, so the shopper can try again.
  useEffect(() => {
    if (actual === 'ok' && shown === 'ok') shopBus.emit('cart:clear-requested', undefined);
  }, [actual, shown]);
  // An order that cannot be read is not thanked for: its own heading, not the outcome's.
  const title = order.isError
    ? t(isUnknownOrder(order.error) ? 'outcome.unknown.title' : 'outcome.failed.title')
    : t(`outcome.${shown}.title`);
  usePageViewed(
    order.isPending || isMismatch ? undefined : title,
    shown === 'ok' && actual === 'ok' ? 'order-complete' : 'other',
  );

  if (order.isPending || isMismatch) {
    return <div data-boundary="mf-checkout" aria-busy="true" />;
  }
  return (
    <div data-boundary="mf-checkout" data-testid="order-outcome" data-outcome={shown}>
      <h1>{title}</h1>
      {order.isError ? (
        <p role="alert" className="chk-error" data-testid="order-outcome-error">
          {t(isUnknownOrder(order.error) ? 'order.notFound' : 'viewOrder.failed')}
        </p>
      ) : (
        <>
          <p data-testid="order-outcome-message">{t(`outcome.${shown}.text`)}</p>
          {shown === 'ok' ? <OrderSummary order={order.data} language={language} /> : null}
        </>
      )}
      <p className="chk-actions">
        {shown === 'ok' ? null : (
          <Link to={pathOf(ROUTES.checkout, language)}>{t('outcome.toCart')}</Link>
        )}
        <Link to={pathOf(ROUTES.viewOrder, language)}>{t('order.lookUp')}</Link>
        <Link to={pathOf(ROUTES.home, language)}>{t('order.continue')}</Link>
      </p>
    </div>
  );
}
