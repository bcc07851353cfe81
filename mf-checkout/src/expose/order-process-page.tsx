import { type PageProps, routeHref } from '@shop/shared-contracts';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { orderOutcomeHref } from '../features/orders/order-outcome';
import { useOrderPolling } from '../features/orders/use-order-polling';
import { CHECKOUT_NAMESPACE } from '../lib/messages';
import '../lib/order-messages';
import '../lib/order-page-messages';
import '../features/orders.css';

/**
 * `/order/process/?order={orderNumber}/{token}`: waits for the payment of the order to settle
 * and then moves (replace) to its outcome page.
 */
export default function OrderProcessPage({ language }: PageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('order')?.trim() || null;
  const state = useOrderPolling(slug);
  useEffect(() => {
    if (state.kind === 'go' && slug) {
      navigate(orderOutcomeHref(state.outcome, slug, language), { replace: true });
    }
  }, [state, slug, language, navigate]);
  usePageViewed(t('process.title'), 'other');
  return (
    <div data-boundary="mf-checkout" data-testid="order-process" data-state={state.kind}>
      <h1>{t('process.title')}</h1>
      {state.kind === 'unknown' ? (
        <p role="alert" className="chk-error" data-testid="order-process-unknown">
          {t('order.notFound')}
        </p>
      ) : state.kind === 'slow' ? (
        <p role="status" data-testid="order-process-slow">
          {t('process.slow')}
        </p>
      ) : (
        <p role="status" aria-busy="true">
          {t('process.waiting')}
        </p>
      )}
      {state.kind === 'unknown' || state.kind === 'slow' ? (
        <p className="chk-actions">
          <Link to={routeHref('view-order', language)}>{t('order.lookUp')}</Link>
          <Link to={routeHref('home', language)}>{t('order.continue')}</Link>
        </p>
      ) : null}
    </div>
  );
}
