import type {
  BundleOffer,
  CartRefusalReason,
  MarketState,
  ProductModel,
} from '@shop/shared-contracts';
import { sendAddToCartTracking, trackedProduct } from '../../lib/add-to-cart-tracking';
import { requestCartAdd } from '../../lib/cart-requests';
import { type BundleProduct, bundleCartRequest, chosenPrices } from './bundle-choice';

/**
 * Puts one bundle of the chosen variants in the cart (catalogue §4 bundle modal) and reports it
 * to the tags as one product at the bundle's price; returns the owner's refusal, if any.
 */
export function addBundle(
  model: ProductModel,
  offer: BundleOffer,
  products: readonly BundleProduct[],
  chosen: readonly number[],
  options: { readonly openModal: boolean; readonly market: MarketState | undefined },
): CartRefusalReason | undefined {
  const request = bundleCartRequest(model, offer, products, chosen, {
    openModal: options.openModal,
    nowMs: Date.now(),
  });
  const refused = requestCartAdd(request);
  if (refused !== undefined) return refused;
  const price = chosenPrices(products, chosen, offer.discountPercent).bundle;
  sendAddToCartTracking(
    trackedProduct(
      { ...model, name: offer.name },
      request.line.bundleId ?? String(model.id),
      price,
      options.market,
    ),
    options.market,
  );
  return undefined;
}
