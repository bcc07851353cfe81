import {
  ApiError,
  checkoutApi,
  ONLINE_ORDER_HOLD_LIMITS,
  type PageProps,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';
import { useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { ValidationFlash } from '../features/cart-view/validation-flash';
import { orderOutcomeHref } from '../features/orders/order-outcome';
import '../features/orders.css';
import { PaymentForm, type PaymentSubmit } from '../features/payment/payment-form';
import { createIdempotencyKey, toPlaceOrderRequest } from '../features/payment/place-order';
import { useCheckout } from '../features/validation/use-checkout';
import { checkoutMessages } from '../messages/checkout-messages';

/**
 * `/checkout/payment/`: delivery, contact details and the payment method (platform §3 Checkout
 * form) with the order's lines and totals as the server priced them, then the order: placed
 * once per attempt (an idempotency key kept for the attempt's retries) and handed to the payment
 * provider's page, from which the shopper returns to the order's outcome page.
 */
export default function PaymentPage({ language }: PageProps) {
  const { t } = useMessages(checkoutMessages);
  const market = useBusState('market:changed');
  const { cart, validation, store, validator } = useCheckout();
  usePageViewed(t('payment.title'), 'payment-page');
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const pay = useMutation({
    mutationFn: async ({ form, paymentMethod }: PaymentSubmit) => {
      if (!market) throw new Error('market not known yet');
      const body = toPlaceOrderRequest(cart, form, {
        countryCode: market.deliveryCountryCode,
        currencyCode: market.currencyCode,
        language,
      });
      const request = JSON.stringify(body);
      // The same attempt sent again (a retry after a lost answer) reuses its key.
      if (attempt.current?.request !== request) {
        attempt.current = { key: createIdempotencyKey(), request };
      }
      const placed = await checkoutApi.placeOrder(body, attempt.current.key);
      // Gift cards or a gift campaign paid it all: nothing for a provider to do.
      if (placed.order.paymentState === 'paid') {
        return orderOutcomeHref('ok', placed.slug, language);
      }
      if (!paymentMethod) throw new Error('an order with something to pay needs a payment method');
      const payment = await checkoutApi.startPayment({
        order: placed.slug,
        method: paymentMethod.slug,
        language_code: language,
      });
      return payment.redirect_url;
    },
    onSuccess: (redirectUrl) => {
      attempt.current = null;
      window.location.assign(redirectUrl);
    },
    onError: (error) => {
      // The server priced the order differently: show the cart as it stands now.
      if (error instanceof ApiError && error.code === 'CHECKOUT_CHANGED') {
        void validator.validateNow();
      }
    },
  });
  const { response } = validation;
  const isEmpty = cart.lines.length === 0;
  const hasRowErrors = validation.errors.length > 0;

  return (
    <div data-boundary="mf-checkout" data-testid="payment-page" data-status={validation.status}>
      <h1>{t('payment.title')}</h1>
      {isEmpty ? (
        <p data-testid="payment-empty-cart">
          {t('payment.emptyCart')}{' '}
          <Link to={pathOf(ROUTES.catalog, language)}>{t('cart.browse')}</Link>
        </p>
      ) : (
        <>
          <ValidationFlash errors={validation.errors} />
          {response && market ? (
            <>
              <p>
                <Link to={pathOf(ROUTES.checkout, language)}>{t('payment.backToCart')}</Link>
              </p>
              <PaymentForm
                store={store}
                response={response}
                market={market}
                language={language}
                isBusy={pay.isPending || validation.status === 'PENDING' || hasRowErrors}
                onSubmit={(submit) => pay.mutate(submit)}
              />
              {pay.isError ? (
                <p role="alert" className="chk-error" data-testid="payment-failed">
                  {t(placeFailureKey(pay.error), {
                    perProduct: ONLINE_ORDER_HOLD_LIMITS.unitsPerVariant,
                    perOrder: ONLINE_ORDER_HOLD_LIMITS.unitsPerOrder,
                  })}
                </p>
              ) : null}
            </>
          ) : (
            <p aria-busy="true">{t('cart.loading')}</p>
          )}
        </>
      )}
    </div>
  );
}

/** The message of a failed order attempt: stock and delivery refusals say what to change. */
function placeFailureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'OUT_OF_STOCK') return 'validation.OUT_OF_STOCK';
    if (error.code === 'NOT_DELIVERED_TO_COUNTRY') return 'validation.NOT_DELIVERED_TO_COUNTRY';
    if (error.code === 'TOO_MANY_PENDING_ORDERS') return 'payment.tooManyPending';
    if (error.code === 'ORDER_TOO_LARGE') return 'payment.tooLarge';
    if (error.code === 'CHECKOUT_CHANGED') return 'payment.checkoutChanged';
  }
  return 'payment.failed';
}
