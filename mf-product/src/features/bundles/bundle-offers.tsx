import {
  type BundleOffer,
  type CartRefusalReason,
  formatPrice,
  type Language,
  type ProductModel,
} from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { lazy, Suspense, useId, useState } from 'react';
import { REFUSAL_MESSAGES } from '../../lib/cart-requests';
import { isDeliveryBlocked } from '../../lib/orderability';
import { productMessages } from '../../messages/product-messages';
import { addBundle } from './add-bundle';
import {
  bundleProducts,
  isBundleAvailable,
  lowestBundlePrice,
  needsChoice,
  preselectedVariants,
} from './bundle-choice';
import './bundles.css';

// The modal's code loads when a shopper chooses an offer that needs a choice (issue 9).
const BundleModal = lazy(() =>
  import('./bundle-modal').then((module) => ({ default: module.BundleModal })),
);

/**
 * Catalogue §2 Bundles section: the model's offers, each with its products, saving and lowest
 * price. Choosing one opens the bundle modal, or adds it at once when there is nothing to choose
 * (catalogue §4), which opens the cart owner's added-to-cart modal like every other add.
 */
export function BundleOffers({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const id = useId();
  const market = useBusState('market:changed');
  const [open, setOpen] = useState<BundleOffer | null>(null);
  const [refusal, setRefusal] = useState<CartRefusalReason | null>(null);
  const offers = model.bundleOffers ?? [];
  if (offers.length === 0) return null;
  const isBlocked = isDeliveryBlocked(model, market?.deliveryCountryCode, false);
  const format = (cents: number) =>
    formatPrice(
      cents,
      market ? { ...market, language } : { currencyCode: 'EUR', currencyRate: 1, language },
    );

  const choose = (offer: BundleOffer) => {
    setRefusal(null);
    const products = bundleProducts(model, offer);
    if (needsChoice(products)) {
      setOpen(offer);
      return;
    }
    const refused = addBundle(model, offer, products, preselectedVariants(products), {
      openModal: true,
      market,
    });
    if (refused !== undefined) setRefusal(refused);
  };

  return (
    <section className="prd-bundles" aria-labelledby={`${id}-title`} data-testid="bundles">
      <h2 id={`${id}-title`}>{t('bundle.title')}</h2>
      <ul className="prd-bundle-offers">
        {offers.map((offer) => {
          const products = bundleProducts(model, offer);
          const isAvailable = isBundleAvailable(products) && !isBlocked;
          return (
            <li key={offer.id} className="prd-bundle-offer" data-testid="bundle-offer">
              <h3>{offer.name}</h3>
              <p>{offer.description}</p>
              <p className="prd-muted">{products.map((product) => product.name).join(' + ')}</p>
              {offer.discountPercent > 0 ? (
                <p className="prd-bundle-saving">
                  {t('bundle.save', { percent: offer.discountPercent })}
                </p>
              ) : null}
              {isAvailable ? (
                <p className="prd-price">
                  {t('bundle.from', {
                    price: format(lowestBundlePrice(products, offer.discountPercent)),
                  })}
                </p>
              ) : (
                <p role="status" className="prd-warning">
                  {t('bundle.unavailable')}
                </p>
              )}
              <button
                type="button"
                className="prd-button"
                data-testid="bundle-choose"
                disabled={!isAvailable}
                onClick={() => choose(offer)}
              >
                {t('bundle.choose')}
              </button>
            </li>
          );
        })}
      </ul>
      {refusal ? (
        <p role="alert" className="prd-warning">
          {t(REFUSAL_MESSAGES[refusal])}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <BundleModal
            model={model}
            offer={open}
            language={language}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
