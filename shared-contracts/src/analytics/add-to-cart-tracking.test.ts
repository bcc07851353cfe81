// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../bus/event-bus.js';
import { SHOP_EVENT_REPLAY, type ShopEvents } from '../bus/shop-events.js';
import { type AddToCartTrackingHost, trackAddToCart } from './add-to-cart-tracking.js';
import type { TrackedProduct } from './tracked-products.js';

const jacket: TrackedProduct = {
  name: 'Storm Jacket',
  id: '1042',
  price: 129.9,
  brand: 'Fjäll',
  category: 'Jackets',
  quantity: 1,
};

/** The page's own window, with whatever tags a test installs on it. */
const page = window as unknown as Window & AddToCartTrackingHost;

afterEach(() => {
  delete page.dataLayer;
  delete page.fbq;
  delete page.retargetingTracker;
  delete page.customerDataTracker;
});

describe('trackAddToCart (catalogue §7 tracking)', () => {
  it('reaches every tag that is present on the window', () => {
    page.dataLayer = [{ event: 'pageview', path: '/' }];
    page.fbq = vi.fn();
    page.retargetingTracker = { basketAdd: vi.fn() };
    page.customerDataTracker = { track: vi.fn() };
    const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
    const internal = vi.fn();
    bus.on('product:added-to-cart', internal);

    trackAddToCart(jacket, page, 'SEK', bus);

    expect(page.dataLayer).toEqual([
      { event: 'pageview', path: '/' },
      { event: 'addToCart', ecommerce: { currencyCode: 'SEK', add: { products: [jacket] } } },
    ]);
    expect(page.fbq).toHaveBeenCalledWith('track', 'AddToCart', {
      content_ids: ['1042'],
      content_name: 'Storm Jacket',
      content_type: 'product',
      value: 129.9,
      currency: 'SEK',
    });
    expect(page.retargetingTracker.basketAdd).toHaveBeenCalledWith(jacket);
    expect(page.customerDataTracker.track).toHaveBeenCalledWith('cart_update', {
      action: 'add',
      product_id: '1042',
      title: 'Storm Jacket',
      brand: 'Fjäll',
      category: 'Jackets',
      price: 129.9,
      quantity: 1,
    });
    expect(internal).toHaveBeenCalledTimes(1);
    expect(internal.mock.calls[0]?.[0]).toEqual(jacket);
  });

  it('works with no third-party script loaded, starting the data layer itself', () => {
    const bus = createEventBus<ShopEvents>(SHOP_EVENT_REPLAY);
    const internal = vi.fn();
    bus.on('product:added-to-cart', internal);
    expect(() => trackAddToCart(jacket, page, 'EUR', bus)).not.toThrow();
    expect(page.dataLayer).toEqual([
      { event: 'addToCart', ecommerce: { currencyCode: 'EUR', add: { products: [jacket] } } },
    ]);
    expect(internal).toHaveBeenCalledTimes(1);
  });

  it('lets a failing tag fail alone', () => {
    page.fbq = () => {
      throw new Error('pixel blocked');
    };
    page.customerDataTracker = { track: vi.fn() };
    trackAddToCart({ ...jacket, quantity: 3 }, page);
    expect(page.dataLayer).toHaveLength(1);
    expect(page.customerDataTracker.track).toHaveBeenCalledWith(
      'cart_update',
      expect.objectContaining({ quantity: 3 }),
    );
  });
});
