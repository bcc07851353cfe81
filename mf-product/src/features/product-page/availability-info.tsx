import {
  type Language,
  type ProductVariant,
  pathOf,
  ROUTES,
  type StoreRef,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';
import { availabilityState, type ShippingDisplay, variantShipping } from './availability';

const ICON: Record<ShippingDisplay, string> = {
  immediate: '✓',
  delayed: '◯',
  'text-only': '',
  unavailable: '',
};
const TEXT_KEY = {
  immediate: 'page.shipImmediate',
  delayed: 'page.shipDelayed',
  'text-only': 'page.shipTextOnly',
  unavailable: 'page.shipUnavailable',
} as const;

/**
 * Catalogue §4: the shipping line of the selected variant, which follows its orderability, and
 * the stores that hold it. When nothing holds it the 'not available' line says it all.
 */
export function AvailabilityInfo({
  variant,
  language,
}: {
  readonly variant: ProductVariant;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const display = variantShipping(variant);
  const state = availabilityState(variant);
  const [onlyStore] = variant.inStockStores;
  const storeLink = (store: StoreRef) => (
    <Link key={store.slug} to={pathOf(ROUTES.store, language, { store: store.slug })}>
      {store.name}
    </Link>
  );
  return (
    <div className="prd-availability" data-testid="availability" data-state={state}>
      {state === 'out-of-stock' ? (
        <p role="status">{t('page.notAvailable')}</p>
      ) : (
        <p data-shipping={display}>
          {ICON[display] ? (
            <span className={`prd-ship-icon prd-ship-${display}`} aria-hidden="true">
              {ICON[display]}{' '}
            </span>
          ) : null}
          {t(TEXT_KEY[display], { count: variant.shippingDays })}
        </p>
      )}
      {state === 'only-webstore' && variant.webQuantity > 0 ? (
        <p>{t('page.onlyWebStore')}</p>
      ) : null}
      {state === 'only-one-store' && onlyStore ? (
        <p>
          {t('page.onlyOneStore', { store: '' })}
          {storeLink(onlyStore)}
        </p>
      ) : null}
      {state === 'store-list' ? (
        <p className="prd-store-list">
          {t('page.storesAlso')} {variant.inStockStores.map(storeLink)}
        </p>
      ) : null}
    </div>
  );
}
