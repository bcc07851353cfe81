import { formatMoney, type PageProps, pathOf, ROUTES } from '@shop/shared-contracts';
import {
  QueryView,
  useBusState,
  useIsHydrated,
  useMessages,
  usePageViewed,
} from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { usePickupStores, useStorePickup } from '../features/cart/api';
import { CartTable } from '../features/cart-view/cart-table';
import { CheckoutTotals } from '../features/cart-view/checkout-totals';
import { DiscountCodesForm } from '../features/cart-view/discount-codes-form';
import { ValidationFlash } from '../features/cart-view/validation-flash';
import '../features/orders.css';
import { TransferRequestPanel } from '../features/staff/transfer-request-panel';
import { useCheckout } from '../features/validation/use-checkout';
import { checkoutMessages } from '../messages/checkout-messages';

/**
 * `/checkout/`: the cart (platform §3 Checkout) as the server validated it: rows and amounts,
 * codes, totals, the free-delivery threshold and the delivery time, then on to payment; the
 * stores to collect from where the delivery country has store pickup. The cart lives in the
 * shopper's browser: the server renders the heading and the pickup stores,
 * and the cart's own part in a box of the empty cart's height that the browser fills after
 * hydrating (decision 0012), so the heading is the first paint and nothing below it moves for
 * an empty cart.
 */
export default function CartPage({ language }: PageProps) {
  const { t } = useMessages(checkoutMessages);
  const market = useBusState('market:changed');
  // Collecting in our stores is offered only where the delivery country has store pickup:
  // outside Finland the shop only delivers.
  const hasStorePickup = useStorePickup(market?.deliveryCountryCode, language).data === true;
  const stores = usePickupStores(language, { enabled: hasStorePickup });
  usePageViewed(t('cart.title'), 'shopping-cart');
  const isHydrated = useIsHydrated();
  return (
    <div data-boundary="mf-checkout" data-testid="cart-page">
      <h1>{t('cart.title')}</h1>
      <section className="chk-cart-contents" aria-label={t('cart.title')}>
        {isHydrated ? (
          <CartContents language={language} />
        ) : (
          <p aria-busy="true" data-testid="cart-pending">
            {t('cart.loading')}
          </p>
        )}
      </section>
      {hasStorePickup ? (
        <section data-testid="cart-pickup">
          <h2>{t('cart.pickup')}</h2>
          <QueryView query={stores}>
            {(list) => (
              <ul>
                {list.map((pickup) => (
                  <li key={pickup.slug} data-testid="pickup-store">
                    {pickup.name}
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
      ) : null}
    </div>
  );
}

/** The shopper's cart: its rows, codes and totals, or that it is empty. */
function CartContents({ language }: { readonly language: PageProps['language'] }) {
  const { t } = useMessages(checkoutMessages);
  const market = useBusState('market:changed');
  const { cart, validation, store } = useCheckout();
  const { response, status } = validation;
  const isEmpty = cart.lines.length === 0;
  const auth = useBusState('auth:changed');
  // A guest first learns that club prices need a login (catalogue §1), then goes on to pay.
  const next = auth?.user.isAuthenticated ? ROUTES.checkoutPayment : ROUTES.checkoutClubInfo;
  return (
    <div data-testid="cart-contents" data-status={status}>
      {isEmpty ? (
        <>
          <p data-testid="cart-empty">{t('cart.empty')}</p>
          {market ? (
            <p data-testid="cart-total">
              {t('cart.total', { total: formatMoney(0, market.currencyCode, language) })}
            </p>
          ) : null}
          <Link to={pathOf(ROUTES.catalog, language)}>{t('cart.browse')}</Link>
        </>
      ) : (
        <>
          <ValidationFlash errors={validation.errors} />
          {market ? (
            <CartTable store={store} response={response} market={market} language={language} />
          ) : null}
          <DiscountCodesForm
            store={store}
            codes={cart.discountCodes}
            validation={validation}
            language={language}
          />
          {status === 'ERROR' ? (
            <p role="alert" className="chk-error" data-testid="checkout-retrying">
              {t('cart.retrying')}
            </p>
          ) : null}
          {response && market ? (
            <CheckoutTotals response={response} market={market} language={language} />
          ) : (
            <p aria-busy="true">{t('cart.loading')}</p>
          )}
          <p className="chk-actions">
            <Link to={pathOf(next, language)} className="chk-button" data-testid="cart-to-payment">
              {t('cart.toPayment')}
            </Link>
            <Link to={pathOf(ROUTES.catalog, language)}>{t('cart.browse')}</Link>
          </p>
          <TransferRequestPanel store={store} cart={cart} response={response} language={language} />
        </>
      )}
    </div>
  );
}
