import {
  type BundleOffer,
  type BundleVariant,
  bundlePrice,
  type CartAddRequest,
  type ProductModel,
} from '@shop/shared-contracts';
import { isBlockedStockUnsellable } from '../../lib/orderability';
import { variantImage, variantText } from '../../lib/variant-text';

/** One product of a bundle as the modal offers it; the main product comes first. */
export interface BundleProduct {
  readonly modelId: number;
  readonly name: string;
  readonly image: string | null;
  /** The variants that can be bought now; the first is preselected. */
  readonly variants: readonly BundleVariant[];
}

/**
 * The products of an offer: the page's model (its variants that can be added to the cart now,
 * catalogue §4), then the offer's models in their order.
 */
export function bundleProducts(model: ProductModel, offer: BundleOffer): BundleProduct[] {
  const sellable = model.variants.filter(
    (variant) => variant.isOrderable && !isBlockedStockUnsellable(variant),
  );
  const first = sellable[0];
  const main: BundleProduct = {
    modelId: model.id,
    name: model.name,
    image: (first ? variantImage(model, first) : model.images[0]?.url) ?? null,
    variants: sellable.map((variant) => ({
      variantId: variant.variantId,
      label: variantText(model, variant),
      price: variant.prices.active,
    })),
  };
  const others = offer.models.map((entry) => ({
    modelId: entry.id,
    name: entry.name,
    image: entry.image,
    variants: entry.variants,
  }));
  return [main, ...others];
}

/** The bundle can be bought: every product has a variant to choose. */
export function isBundleAvailable(products: readonly BundleProduct[]): boolean {
  return products.every((product) => product.variants.length > 0);
}

/** Catalogue §4 bundle modal: each product's first variant is preselected. */
export function preselectedVariants(products: readonly BundleProduct[]): number[] {
  return products.map((product) => product.variants[0]?.variantId ?? 0);
}

/** Catalogue §4: the shopper chooses only when some product has more than one variant. */
export function needsChoice(products: readonly BundleProduct[]): boolean {
  return products.some((product) => product.variants.length > 1);
}

/**
 * Catalogue §3 bundle variant id: the main model id and the chosen variant ids (the main
 * product's first) joined by hyphens, e.g. `42-1001-2002-3003`.
 */
export function buildBundleId(mainModelId: number, chosenVariantIds: readonly number[]): string {
  return [mainModelId, ...chosenVariantIds].join('-');
}

/** Catalogue §4: a bundle line's uid is the seconds timestamp of the add. */
export function bundleUid(nowMs: number): string {
  return String(Math.floor(nowMs / 1000));
}

/** The chosen variants' prices: apart, and as the bundle (the offer's percent off). */
export function chosenPrices(
  products: readonly BundleProduct[],
  chosen: readonly number[],
  discountPercent: number,
): { separately: number; bundle: number } {
  const prices = products.map(
    (product, index) =>
      product.variants.find((variant) => variant.variantId === chosen[index])?.price ?? 0,
  );
  return {
    separately: prices.reduce((sum, price) => sum + price, 0),
    bundle: bundlePrice(prices, discountPercent),
  };
}

/** The lowest price the bundle can be had for: each product's cheapest variant. */
export function lowestBundlePrice(products: readonly BundleProduct[], discountPercent: number) {
  const cheapest = products.map((product) =>
    Math.min(...product.variants.map((variant) => variant.price)),
  );
  return bundlePrice(cheapest, discountPercent);
}

/**
 * The cart request of a bundle: one bundle of the chosen variants. The line's variant is the
 * main product's choice; `bundleId` names the whole choice, so the checkout prices it from the
 * database and the owner never merges it with the main product bought alone.
 */
export function bundleCartRequest(
  model: Pick<ProductModel, 'id'>,
  offer: Pick<BundleOffer, 'name'>,
  products: readonly BundleProduct[],
  chosen: readonly number[],
  options: { readonly openModal: boolean; readonly nowMs: number },
): CartAddRequest {
  const words = products.map((product, index) => {
    const label = product.variants.find((variant) => variant.variantId === chosen[index])?.label;
    return label ? `${product.name} (${label})` : product.name;
  });
  const image = products[0]?.image;
  return {
    line: {
      variantId: chosen[0] ?? 0,
      modelId: model.id,
      amount: 1,
      uid: bundleUid(options.nowMs),
      bundleId: buildBundleId(model.id, chosen),
    },
    openModal: options.openModal,
    display: { name: offer.name, variantText: words.join(' + '), ...(image ? { image } : {}) },
  };
}
