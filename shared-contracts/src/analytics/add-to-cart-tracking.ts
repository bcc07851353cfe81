import { shopBus } from '@shop/shared-contracts/bus';
import type { EventBus } from '../bus/event-bus.js';
import type { ShopEvents } from '../bus/shop-events.js';
import type { TrackedProduct } from './tracked-products.js';

/** The tag-manager entry of an add to cart (enhanced-ecommerce `add` action). */
export interface AddToCartDataLayerEntry {
  readonly event: 'addToCart';
  readonly ecommerce: {
    readonly currencyCode: string;
    readonly add: { readonly products: readonly TrackedProduct[] };
  };
}

/** The pixel's `AddToCart` parameters (standard event, value in major units). */
export interface PixelAddToCart {
  readonly content_ids: readonly string[];
  readonly content_name: string;
  readonly content_type: 'product';
  readonly value: number;
  readonly currency: string;
}

/**
 * Where the add-to-cart tags live: the page's `window`, or a stand-in in tests. Each tag is the
 * global its script installs and is absent until (or unless) that script loaded, which consent
 * or an ad blocker may prevent; a missing one is skipped.
 */
export interface AddToCartTrackingHost {
  /** The tag manager's data layer (platform §7); created when the tag manager has not yet. */
  dataLayer?: unknown[];
  /** The ad pixel's command queue. */
  fbq?: (command: 'track', event: 'AddToCart', parameters: PixelAddToCart) => void;
  /** The retargeting script (catalogue §7 basket-add event). */
  retargetingTracker?: { basketAdd(product: TrackedProduct): void };
  /** The customer-data tracker (catalogue §7). */
  customerDataTracker?: { track(event: 'cart_update', properties: CartUpdateProperties): void };
}

/** What the customer-data tracker records of an add. */
export interface CartUpdateProperties {
  readonly action: 'add';
  readonly product_id: string;
  readonly title: string;
  readonly brand: string;
  readonly category: string;
  readonly price: number;
  readonly quantity: number;
}

/**
 * Reports an add to cart to every tag of catalogue §7: the data-layer push, the pixel's
 * AddToCart, the retargeting basket-add, the internal addToShoppingCart event (the bus fact
 * `product:added-to-cart`, which the shop's own widgets follow) and the customer-data tracker. Each runs on its own, so a tag that is missing or throws never stops
 * the others, nor the add itself. `product.price` is in major units of `currencyCode`.
 */
export function trackAddToCart(
  product: TrackedProduct,
  host: AddToCartTrackingHost,
  currencyCode = 'EUR',
  bus: EventBus<ShopEvents> = shopBus,
): void {
  const value = Math.round(product.price * product.quantity * 100) / 100;
  const sends: (() => void)[] = [
    () => {
      host.dataLayer ??= [];
      const entry: AddToCartDataLayerEntry = {
        event: 'addToCart',
        ecommerce: { currencyCode, add: { products: [product] } },
      };
      host.dataLayer.push(entry);
    },
    () =>
      host.fbq?.('track', 'AddToCart', {
        content_ids: [product.id],
        content_name: product.name,
        content_type: 'product',
        value,
        currency: currencyCode,
      }),
    () => host.retargetingTracker?.basketAdd(product),
    () => bus.emit('product:added-to-cart', product),
    () =>
      host.customerDataTracker?.track('cart_update', {
        action: 'add',
        product_id: product.id,
        title: product.name,
        brand: product.brand,
        category: product.category,
        price: product.price,
        quantity: product.quantity,
      }),
  ];
  for (const send of sends) {
    try {
      send();
    } catch {
      // A third-party tag's failure is its own: tracking never blocks buying.
    }
  }
}
