import {
  type AddToCartTrackingHost,
  convertPrice,
  type MarketState,
  type TrackedProduct,
  trackAddToCart,
} from '@shop/shared-contracts';

/** The market a price is tracked in; the Finnish euro market until the shell has told. */
type TrackingMarket = Pick<MarketState, 'currencyCode' | 'currencyRate'>;
const EURO: TrackingMarket = { currencyCode: 'EUR', currencyRate: 1 };

/** What a tracked product names: the product, its brand and its category. */
export interface TrackedNames {
  readonly name: string;
  readonly manufacturer: { readonly name: string };
  readonly mainGroup: { readonly name: string };
}

/** Platform §3 tracked product of one unit added at `priceCents` (euro cents). */
export function trackedProduct(
  model: TrackedNames,
  id: string,
  priceCents: number,
  market: TrackingMarket = EURO,
): TrackedProduct {
  return {
    name: model.name,
    id,
    price: convertPrice(priceCents, market),
    brand: model.manufacturer.name,
    category: model.mainGroup.name,
    quantity: 1,
  };
}

/** Catalogue §7: an add to cart reported to every tag on the page, in the market's currency. */
export function sendAddToCartTracking(product: TrackedProduct, market: TrackingMarket = EURO) {
  // The tags are globals their scripts put on the page's window, each absent until loaded.
  const host: AddToCartTrackingHost = window as Window & AddToCartTrackingHost;
  trackAddToCart(product, host, market.currencyCode.toUpperCase());
}
