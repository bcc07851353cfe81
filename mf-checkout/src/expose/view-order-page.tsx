import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { OrderLookup } from '../features/view-order/order-lookup';
import '../features/orders.css';
import { orderMessages } from '../messages/order-messages';

/**
 * `/view-order/`: anyone with the email and order number of an order can see it. The pair is
 * typed in, never taken from the URL, so addresses do not end up in logs and histories.
 */
export default function ViewOrderPage({ language }: PageProps) {
  const { t } = useMessages(orderMessages);
  usePageViewed(t('viewOrder.title'), 'other');
  return (
    <div data-boundary="mf-checkout">
      <h1>{t('viewOrder.title')}</h1>
      <p>{t('viewOrder.intro')}</p>
      <OrderLookup language={language} />
    </div>
  );
}
