import type { ProductModel, ProductVariant } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { sendAddToCartTracking, trackedProduct } from '../../lib/add-to-cart-tracking';
import { REFUSAL_MESSAGES, requestCartAdd, useCartRefusal } from '../../lib/cart-requests';
import { isDeliveryBlocked } from '../../lib/orderability';
import { variantImage, variantText } from '../../lib/variant-text';
import { productMessages } from '../../messages/product-messages';
import { addToCartBlock, addToCartLabel, type CartMode, SHOPPER } from './add-to-cart-rules';
import type { Selection } from './variant-selection';

/**
 * Catalogue §4 add to cart: one unit of the chosen variant goes to the cart's owner over the
 * bus, which adds it and opens the added-to-cart modal; the tags hear of it. The label and the
 * disabled state follow the selection, orderability and the delivery country.
 */
export function AddToCartButton({
  model,
  selection,
  variant,
  mode = SHOPPER,
}: {
  readonly model: ProductModel;
  readonly selection: Selection;
  readonly variant: ProductVariant | undefined;
  readonly mode?: CartMode;
}) {
  const { t } = useMessages(productMessages);
  const market = useBusState('market:changed');
  const { refusal, clear } = useCartRefusal(variant?.variantId ?? null);
  const facts = {
    model,
    selection,
    variant,
    isDeliveryBlocked: isDeliveryBlocked(model, market?.deliveryCountryCode, false),
    mode,
  };
  const label = addToCartLabel(facts);
  const block = addToCartBlock(facts);
  const add = () => {
    if (!variant || block !== null) return;
    clear();
    const image = variantImage(model, variant);
    const refused = requestCartAdd({
      line: { variantId: variant.variantId, modelId: model.id, amount: 1 },
      openModal: true,
      display: {
        name: model.name,
        variantText: variantText(model, variant),
        ...(image ? { image } : {}),
      },
    });
    if (refused !== undefined) return;
    sendAddToCartTracking(
      trackedProduct(model, String(model.id), variant.prices.active, market),
      market,
    );
  };
  return (
    <div className="prd-add-to-cart">
      <button
        type="button"
        className="prd-button prd-button-primary"
        data-testid="add-to-cart"
        data-label={label}
        disabled={block !== null}
        onClick={add}
      >
        {t(`cart.${label}`, { store: mode.kind === 'transfer-request' ? mode.storeName : '' })}
      </button>
      {block === 'delivery-blocked' ? (
        <p role="status" className="prd-warning" data-testid="add-to-cart-blocked">
          {t('cart.notShippedTo', { country: market?.deliveryCountryName ?? '' })}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="prd-warning" data-testid="add-to-cart-refused">
          {t(REFUSAL_MESSAGES[refusal])}
        </p>
      ) : null}
    </div>
  );
}
