import { type PageProps, routeHref } from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from 'react-router';
import { CheckoutFormFields } from '../features/payment/checkout-form-fields';
import '../features/orders.css';
import { checkoutMessages } from '../messages/checkout-messages';

/**
 * `/checkout/payment/`: delivery and contact details (platform §3 Checkout form). The cart
 * and the payment providers arrive with the checkout issue; until the cart has rows the page
 * says there is nothing to pay instead of offering a submit.
 */
export default function PaymentPage({ language }: PageProps) {
  const { t } = useMessages(checkoutMessages);
  const cart = useBusState('cart:changed');
  usePageViewed(t('payment.title'), 'payment-page');
  return (
    <div data-boundary="mf-checkout" data-testid="payment-page">
      <h1>{t('payment.title')}</h1>
      <CheckoutFormFields language={language} />
      {(cart?.itemCount ?? 0) === 0 ? (
        <p data-testid="payment-empty-cart">
          {t('payment.emptyCart')}{' '}
          <Link to={routeHref('catalog', language)}>{t('cart.browse')}</Link>
        </p>
      ) : null}
    </div>
  );
}
