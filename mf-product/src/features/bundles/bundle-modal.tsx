import {
  type BundleOffer,
  type CartRefusalReason,
  formatPrice,
  type Language,
  mediaUrl,
  type ProductModel,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { useNavigate } from '@shop/shared-contracts/router';
import { type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { REFUSAL_MESSAGES } from '../../lib/cart-requests';
import { productMessages } from '../../messages/product-messages';
import { addBundle } from './add-bundle';
import { bundleProducts, chosenPrices, preselectedVariants } from './bundle-choice';

const IMAGE = 64;

/**
 * Catalogue §4 bundle modal (max width 30rem): each product with its first variant preselected
 * and a choice where it has several; adding puts the bundle in the cart and goes to `/checkout/`.
 * A native dialog, as the shell's modal host: focus stays inside, Escape and the backdrop close.
 */
export function BundleModal({
  model,
  offer,
  language,
  onClose,
}: {
  readonly model: ProductModel;
  readonly offer: BundleOffer;
  readonly language: Language;
  readonly onClose: () => void;
}) {
  const { t } = useMessages(productMessages);
  const id = useId();
  const navigate = useNavigate();
  const market = useBusState('market:changed');
  const products = useMemo(() => bundleProducts(model, offer), [model, offer]);
  const [chosen, setChosen] = useState(() => preselectedVariants(products));
  const [refusal, setRefusal] = useState<CartRefusalReason | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  const format = (cents: number) =>
    formatPrice(
      cents,
      market ? { ...market, language } : { currencyCode: 'EUR', currencyRate: 1, language },
    );
  const prices = chosenPrices(products, chosen, offer.discountPercent);
  const choose = (index: number, variantId: number) =>
    setChosen((current) => current.map((value, at) => (at === index ? variantId : value)));
  const add = () => {
    const refused = addBundle(model, offer, products, chosen, { openModal: false, market });
    if (refused !== undefined) {
      setRefusal(refused);
      return;
    }
    onClose();
    navigate(pathOf(ROUTES.checkout, language));
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
    <dialog
      ref={dialog}
      className="prd-bundle-modal"
      aria-labelledby={`${id}-title`}
      data-testid="bundle-modal"
      onClose={onClose}
      onClick={onBackdropClick}
    >
      <div className="prd-bundle-modal-body">
        <header className="prd-bundle-modal-header">
          <h2 id={`${id}-title`}>{offer.name}</h2>
          <button type="button" aria-label={t('bundle.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <ul className="prd-bundle-products">
          {products.map((product, index) => (
            <li key={product.modelId} data-testid="bundle-product">
              {product.image ? (
                <img
                  src={mediaUrl(product.image, IMAGE, IMAGE)}
                  alt=""
                  width={IMAGE}
                  height={IMAGE}
                />
              ) : null}
              <div>
                <p className="prd-bundle-product-name">{product.name}</p>
                {product.variants.length > 1 ? (
                  <select
                    aria-label={t('bundle.variantOf', { product: product.name })}
                    value={chosen[index]}
                    data-testid="bundle-variant"
                    onChange={(event) => choose(index, Number(event.target.value))}
                  >
                    {product.variants.map((variant) => (
                      <option key={variant.variantId} value={variant.variantId}>
                        {variant.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <p className="prd-muted">{product.variants[0]?.label}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <p className="prd-price" data-testid="bundle-price">
          {t('bundle.price', { price: format(prices.bundle) })}
        </p>
        <p className="prd-muted">
          <s>{t('bundle.separately', { price: format(prices.separately) })}</s>
        </p>
        <button
          type="button"
          className="prd-button prd-button-primary"
          data-testid="bundle-add"
          onClick={add}
        >
          {t('bundle.add')}
        </button>
        {refusal ? (
          <p role="alert" className="prd-warning">
            {t(REFUSAL_MESSAGES[refusal])}
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
