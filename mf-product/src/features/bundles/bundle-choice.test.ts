import type { BundleOffer } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { testModel, testVariant } from '../../lib/product-fixture';
import {
  buildBundleId,
  bundleCartRequest,
  bundleProducts,
  bundleUid,
  chosenPrices,
  isBundleAvailable,
  lowestBundlePrice,
  needsChoice,
  preselectedVariants,
} from './bundle-choice';

const prices = (active: number) => ({
  active,
  regular: active,
  club: null,
  discount: null,
  lowest30d: null,
  type: 'normal' as const,
  discountPercent: 0,
});

const jacket = testModel(
  [
    testVariant(101, 'black', 'm', { prices: prices(20000) }),
    testVariant(102, 'black', 'l', { isOrderable: false, webQuantity: 0 }),
    testVariant(103, 'red', 'm', { prices: prices(18000) }),
    // Blocked stock shipping at once cannot be added (catalogue §4).
    testVariant(104, 'red', 'l', { isStockBlocked: true, onOrder: true, shippingDays: 2 }),
  ],
  { id: 42, name: 'Storm Jacket' },
);

const outfit: BundleOffer = {
  id: 7,
  name: 'Outfit',
  description: 'Buy together',
  discountPercent: 15,
  models: [
    {
      id: 50,
      slug: 'storm-pants',
      name: 'Storm Pants',
      manufacturer: 'Nordvik',
      image: '/media/pants.webp',
      path: '/nordvik/pants/storm-pants/',
      variants: [
        { variantId: 501, label: 'Black, M', price: 10000 },
        { variantId: 502, label: 'Black, L', price: 12000 },
      ],
    },
    {
      id: 60,
      slug: 'beanie',
      name: 'Beanie',
      manufacturer: 'Nordvik',
      image: null,
      path: '/nordvik/hats/beanie/',
      variants: [{ variantId: 601, label: 'Grey', price: 3000 }],
    },
  ],
};

describe('bundle modal choices (catalogue §4 bundle modal)', () => {
  it('offers the main product’s addable variants first, then the offer’s models', () => {
    const products = bundleProducts(jacket, outfit);
    expect(products.map((product) => product.modelId)).toEqual([42, 50, 60]);
    expect(products[0]?.variants.map((variant) => variant.variantId)).toEqual([101, 103]);
    expect(products[0]?.variants[0]).toEqual({ variantId: 101, label: 'Black, M', price: 20000 });
    expect(isBundleAvailable(products)).toBe(true);
  });

  it('preselects each product’s first variant', () => {
    expect(preselectedVariants(bundleProducts(jacket, outfit))).toEqual([101, 501, 601]);
  });

  it('asks for a choice only when some product has more than one variant', () => {
    expect(needsChoice(bundleProducts(jacket, outfit))).toBe(true);
    const single = testModel([testVariant(201, 'black', 'one')], { id: 9 });
    const beanie = outfit.models[1];
    const singles: BundleOffer = { ...outfit, models: beanie ? [beanie] : [] };
    expect(needsChoice(bundleProducts(single, singles))).toBe(false);
  });

  it('is not available when a product has nothing to choose', () => {
    const soldOut = testModel([testVariant(301, 'black', 'm', { isOrderable: false })], { id: 3 });
    expect(isBundleAvailable(bundleProducts(soldOut, outfit))).toBe(false);
  });
});

describe('bundle cart request (catalogue §3, §4)', () => {
  it('joins the main model id and every chosen variant id with hyphens', () => {
    expect(buildBundleId(42, [101, 502, 601])).toBe('42-101-502-601');
  });

  it('uses the seconds timestamp as the uid', () => {
    expect(bundleUid(1_767_225_600_999)).toBe('1767225600');
  });

  it('adds one bundle of the main product’s chosen variant, named for the modal', () => {
    const products = bundleProducts(jacket, outfit);
    const request = bundleCartRequest(jacket, outfit, products, [103, 502, 601], {
      openModal: false,
      nowMs: 1_767_225_600_500,
    });
    expect(request).toEqual({
      line: {
        variantId: 103,
        modelId: 42,
        amount: 1,
        uid: '1767225600',
        bundleId: '42-103-502-601',
      },
      openModal: false,
      display: {
        name: 'Outfit',
        variantText: 'Storm Jacket (Red, M) + Storm Pants (Black, L) + Beanie (Grey)',
      },
    });
  });

  it('prices the chosen variants apart and as the bundle', () => {
    const products = bundleProducts(jacket, outfit);
    expect(chosenPrices(products, [101, 502, 601], 15)).toEqual({
      separately: 35000,
      bundle: 29750,
    });
    // Cheapest of each: 18000 + 10000 + 3000, 15 % off.
    expect(lowestBundlePrice(products, 15)).toBe(26350);
  });
});
