import { ApiError, type PageProps, payLaterProviderSchema } from '@shop/shared-contracts';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { orderOutcomeHref } from '../features/orders/order-outcome';
import { api } from '../lib/api';
import { CHECKOUT_NAMESPACE } from '../lib/messages';
import '../lib/order-messages';
import '../lib/order-page-messages';
import '../features/orders.css';

type Failure = 'payLater.missingId' | 'payLater.notFound' | 'payLater.failed';

/**
 * `/checkout/{provider}/confirm/?klarna_order_id=`: the pay-later provider returns the shopper
 * here; the provider's order id leads (replace) to the order's outcome page, or to the
 * order-process page while the payment is still pending.
 */
export default function PayLaterConfirmPage({ params, language }: PageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const providerOrderId = searchParams.get('klarna_order_id')?.trim() ?? '';
  const provider = payLaterProviderSchema.safeParse(params.provider);
  const [failure, setFailure] = useState<Failure | null>(null);
  useEffect(() => {
    if (!provider.success || providerOrderId === '') {
      setFailure(provider.success ? 'payLater.missingId' : 'payLater.notFound');
      return;
    }
    const controller = new AbortController();
    setFailure(null);
    api.confirmPayLater(provider.data, providerOrderId, controller.signal).then(
      ({ slug, outcome }) => navigate(orderOutcomeHref(outcome, slug, language), { replace: true }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const isUnknown = error instanceof ApiError && [400, 404].includes(error.status);
        if (!isUnknown) console.error('Pay-later confirm failed', error);
        setFailure(isUnknown ? 'payLater.notFound' : 'payLater.failed');
      },
    );
    return () => controller.abort();
  }, [provider.success, provider.data, providerOrderId, language, navigate]);
  usePageViewed(t('payLater.title'), 'other');
  return (
    <div data-boundary="mf-checkout" data-testid="pay-later-confirm">
      <h1>{t('payLater.title')}</h1>
      {failure ? (
        <p role="alert" className="chk-error" data-testid="pay-later-error">
          {t(failure)}
        </p>
      ) : (
        <p role="status" aria-busy="true">
          {t('payLater.waiting')}
        </p>
      )}
    </div>
  );
}
