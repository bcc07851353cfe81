import { type PageProps, payLaterProviderSchema } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { PayLaterConfirmation } from '../features/orders/pay-later-confirmation';
import '../features/orders.css';
import { orderMessages } from '../messages/order-messages';

/**
 * `/checkout/{provider}/confirm/?klarna_order_id=`: the pay-later provider returns the shopper
 * here; the provider's order id leads to the order's outcome page.
 */
export default function PayLaterConfirmPage({ params, language }: PageProps) {
  const { t } = useMessages(orderMessages);
  const [searchParams] = useSearchParams();
  const providerOrderId = searchParams.get('klarna_order_id')?.trim() ?? '';
  const provider = payLaterProviderSchema.safeParse(params.provider);
  usePageViewed(t('payLater.title'), 'other');
  return (
    <div data-boundary="mf-checkout" data-testid="pay-later-confirm">
      <h1>{t('payLater.title')}</h1>
      {!provider.success || providerOrderId === '' ? (
        <p role="alert" className="chk-error" data-testid="pay-later-error">
          {t(provider.success ? 'payLater.missingId' : 'payLater.notFound')}
        </p>
      ) : (
        <PayLaterConfirmation
          provider={provider.data}
          providerOrderId={providerOrderId}
          language={language}
        />
      )}
    </div>
  );
}
