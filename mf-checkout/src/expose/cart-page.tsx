import { formatPrice, type PageProps, routeHref } from '@shop/shared-contracts';
import { QueryView, useBusState, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from 'react-router';
import { usePickupStores } from '../features/cart/api';
import { checkoutMessages } from '../messages/checkout-messages';

/** `/checkout/`: the cart. Lines and validation arrive with the checkout issue. */
export default function CartPage({ language }: PageProps) {
  const { t } = useMessages(checkoutMessages);
  const stores = usePickupStores(language);
  const market = useBusState('market:changed');
  usePageViewed(t('cart.title'), 'shopping-cart');
  return (
    <div data-boundary="mf-checkout">
      <h1>{t('cart.title')}</h1>
      <p data-testid="cart-empty">{t('cart.empty')}</p>
      {market ? (
        <p data-testid="cart-total">
          {t('cart.total', { total: formatPrice(0, { ...market, language }) })}
        </p>
      ) : null}
      <Link to={routeHref('catalog', language)}>{t('cart.browse')}</Link>
      <h2>{t('cart.pickup')}</h2>
      <QueryView query={stores}>
        {(list) => (
          <ul>
            {list.map((store) => (
              <li key={store.slug} data-testid="pickup-store">
                {store.name}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
