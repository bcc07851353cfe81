import type { PageProps } from '@shop/shared-contracts';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { OrderLookup } from '../features/view-order/order-lookup';
import { CHECKOUT_NAMESPACE } from '../lib/messages';
import '../lib/order-messages';
import '../lib/order-page-messages';
import '../features/orders.css';

/**
 * `/view-order/`: anyone with the email and order number of an order can see it. The pair is
 * typed in, never taken from the URL, so addresses do not end up in logs and histories.
 */
export default function ViewOrderPage({ language }: PageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  usePageViewed(t('viewOrder.title'), 'other');
  return (
    <div data-boundary="mf-checkout">
      <h1>{t('viewOrder.title')}</h1>
      <p>{t('viewOrder.intro')}</p>
      <OrderLookup language={language} />
    </div>
  );
}
