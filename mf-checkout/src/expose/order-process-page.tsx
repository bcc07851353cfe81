import { type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link, useNavigate, useSearchParams } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { useOrderStatusPolling } from '../features/orders/api';
import { orderOutcomeHref } from '../features/orders/order-outcome';
import '../features/orders.css';
import { orderMessages } from '../messages/order-messages';

/**
 * `/order/process/?order={orderNumber}/{token}`: waits for the payment of the order to settle
 * and then moves (replace) to its outcome page.
 */
export default function OrderProcessPage({ language }: PageProps) {
  const { t } = useMessages(orderMessages);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('order')?.trim() || null;
  const step = useOrderStatusPolling(slug);
  const settled = step.kind === 'go' ? step.outcome : undefined;
  useEffect(() => {
    if (settled && slug) navigate(orderOutcomeHref(settled, slug, language), { replace: true });
  }, [settled, slug, language, navigate]);
  usePageViewed(t('process.title'), 'other');
  return (
    <div data-boundary="mf-checkout" data-testid="order-process" data-state={step.kind}>
      <h1>{t('process.title')}</h1>
      {step.kind === 'unknown' ? (
        <p role="alert" className="chk-error" data-testid="order-process-unknown">
          {t('order.notFound')}
        </p>
      ) : step.kind === 'slow' ? (
        <p role="status" data-testid="order-process-slow">
          {t('process.slow')}
        </p>
      ) : (
        <p role="status" aria-busy="true">
          {t('process.waiting')}
        </p>
      )}
      {step.kind === 'unknown' || step.kind === 'slow' ? (
        <p className="chk-actions">
          <Link to={pathOf(ROUTES.viewOrder, language)}>{t('order.lookUp')}</Link>
          <Link to={pathOf(ROUTES.home, language)}>{t('order.continue')}</Link>
        </p>
      ) : null}
    </div>
  );
}
