import { describe, expect, it } from 'vitest';
import { testVariant } from '../../lib/product-fixture';
import { availabilityState, shippingDisplay, variantShipping } from './availability';

describe('shippingDisplay (catalogue §4, §9)', () => {
  it('maps the shipping-time number to its display', () => {
    expect(shippingDisplay(1)).toBe('immediate');
    expect(shippingDisplay(2)).toBe('immediate');
    expect(shippingDisplay(3)).toBe('delayed');
    expect(shippingDisplay(29)).toBe('delayed');
    expect(shippingDisplay(30)).toBe('text-only');
    expect(shippingDisplay(60)).toBe('text-only');
    expect(shippingDisplay(999)).toBe('unavailable');
  });
});

describe('variantShipping (catalogue §4 Orderability and availability)', () => {
  it('follows the shipping number of an orderable variant', () => {
    expect(variantShipping(testVariant(1, 'black', 'm'))).toBe('immediate');
    const onOrder = testVariant(2, 'black', 'l', {
      webQuantity: 0,
      onOrder: true,
      shippingDays: 7,
    });
    expect(variantShipping(onOrder)).toBe('delayed');
  });
  it('is unavailable for stock-blocked web stock, not "in stock" (Wolf 120, dark grey, 26.5)', () => {
    const blocked = testVariant(3, 'dark-grey', '26-5', {
      webQuantity: 4,
      isStockBlocked: true,
      isOrderable: false,
      shippingDays: 2,
    });
    expect(variantShipping(blocked)).toBe('unavailable');
  });
  it('is unavailable for any variant that cannot be ordered', () => {
    const soldOut = testVariant(4, 'black', 's', { webQuantity: 0, isOrderable: false });
    expect(variantShipping(soldOut)).toBe('unavailable');
  });
});

describe('availabilityState (catalogue §4)', () => {
  const store = (slug: string) => ({ slug, name: slug });
  it('is only-webstore with web stock and no store stock', () => {
    expect(availabilityState(testVariant(1, 'black', 'm'))).toBe('only-webstore');
  });
  it('is only-one-store when one store holds the last pieces', () => {
    const variant = testVariant(1, 'black', 'm', {
      webQuantity: 0,
      isOrderable: false,
      inStockStores: [store('kamppi')],
    });
    expect(availabilityState(variant)).toBe('only-one-store');
  });
  it('is store-list when stores hold it beside the web', () => {
    const variant = testVariant(1, 'black', 'm', { inStockStores: [store('kamppi')] });
    expect(availabilityState(variant)).toBe('store-list');
  });
  it('does not count blocked web stock as the web store holding it', () => {
    const blocked = testVariant(1, 'black', 'm', { isStockBlocked: true, isOrderable: false });
    expect(availabilityState(blocked)).toBe('out-of-stock');
  });
  it('is out-of-stock when nothing holds it and it cannot be ordered', () => {
    const variant = testVariant(1, 'black', 'm', { webQuantity: 0, isOrderable: false });
    expect(availabilityState(variant)).toBe('out-of-stock');
  });
});
