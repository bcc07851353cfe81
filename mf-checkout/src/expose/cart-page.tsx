import { formatPrice, type PageProps, routeHref } from '@shop/shared-contracts';
import { QueryView, useApiQuery, useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listPickupStores } from '../features/cart/pickup-stores';
import { api } from '../lib/api';
import { CHECKOUT_NAMESPACE } from '../lib/messages';

/** `/checkout/`: the cart. Lines and validation arrive with the checkout issue. */
export default function CartPage({ language }: PageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const resources = useApiQuery(`resources|${language}`, (signal) =>
    api.resources(language, signal),
  );
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
      <QueryView state={resources}>
        {({ stores }) => (
          <ul>
            {listPickupStores(stores, language).map((store) => (
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
