import { ApiError, type PageProps, routeHref } from '@shop/shared-contracts';
import { useApiQuery, usePageViewed } from '@shop/shared-contracts/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { orderOutcomeHref, toRouteOutcome } from '../features/orders/order-outcome';
import { OrderSummary } from '../features/orders/order-summary';
import { api } from '../lib/api';
import { CHECKOUT_NAMESPACE } from '../lib/messages';
import '../lib/order-messages';
import '../lib/order-page-messages';
import '../features/orders.css';

/**
 * `/order/payment_ok|payment_cancelled|payment_error|payment_address/{orderNumber}/{token}/`:
 * the payment's outcome, and for a paid order its summary. The server's payment state wins:
 * an order whose state does not match the route is sent (replace) to the page that does.
 */
export default function OrderOutcomePage({ routeId, params, language }: PageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const slug = params['*'] ?? '';
  const shown = toRouteOutcome(routeId);
  const order = useApiQuery(`order-by-slug|${slug}|${language}`, (signal) =>
    api.orderBySlug(slug, language, signal),
  );
  const actual = order.status === 'success' ? order.data.outcome : undefined;
  const isMismatch = actual !== undefined && actual !== shown;
  useEffect(() => {
    if (actual !== undefined && actual !== shown) {
      navigate(orderOutcomeHref(actual, slug, language), { replace: true });
    }
  }, [actual, shown, slug, language, navigate]);
  usePageViewed(
    order.status === 'loading' || isMismatch ? undefined : t(`outcome.${shown}.title`),
    shown === 'ok' && actual === 'ok' ? 'order-complete' : 'other',
  );

  if (order.status === 'loading' || isMismatch) {
    return <div data-boundary="mf-checkout" aria-busy="true" />;
  }
  const isNotFound =
    order.status === 'error' &&
    order.error instanceof ApiError &&
    [400, 404].includes(order.error.status);
  return (
    <div data-boundary="mf-checkout" data-testid="order-outcome" data-outcome={shown}>
      <h1>{t(`outcome.${shown}.title`)}</h1>
      {order.status === 'error' ? (
        <p role="alert" className="chk-error" data-testid="order-outcome-error">
          {t(isNotFound ? 'order.notFound' : 'viewOrder.failed')}
        </p>
      ) : (
        <>
          <p data-testid="order-outcome-message">{t(`outcome.${shown}.text`)}</p>
          {shown === 'ok' ? <OrderSummary order={order.data} language={language} /> : null}
        </>
      )}
      <p className="chk-actions">
        {shown === 'ok' ? null : (
          <Link to={routeHref('checkout', language)}>{t('outcome.toCart')}</Link>
        )}
        <Link to={routeHref('view-order', language)}>{t('order.lookUp')}</Link>
        <Link to={routeHref('home', language)}>{t('order.continue')}</Link>
      </p>
    </div>
  );
}
