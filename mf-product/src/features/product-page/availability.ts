import type { ProductVariant } from '@shop/shared-contracts';

/** Catalogue §4/§9 shipping-time display: the icon (or none) a shipping number gets. */
export type ShippingDisplay = 'immediate' | 'delayed' | 'text-only' | 'unavailable';

const IMMEDIATE_MAX = 2;
const TEXT_ONLY_FROM = 30;
const UNAVAILABLE = 999;

/** ≤2 check icon, 3–29 circle, 30 and more (30, 60) text only, 999 unavailable. */
export function shippingDisplay(shippingDays: number): ShippingDisplay {
  if (shippingDays >= UNAVAILABLE) return 'unavailable';
  if (shippingDays <= IMMEDIATE_MAX) return 'immediate';
  if (shippingDays >= TEXT_ONLY_FROM) return 'text-only';
  return 'delayed';
}

/**
 * The shipping line of the selected variant (catalogue §4 Orderability and availability): a
 * variant that cannot be ordered online is unavailable whatever its shipping number says. Web
 * stock that is blocked keeps the number 2 of stock on the shelf, but cannot be sold.
 */
export function variantShipping(variant: ProductVariant): ShippingDisplay {
  return variant.isOrderable ? shippingDisplay(variant.shippingDays) : 'unavailable';
}

/** Catalogue §4 availability display states. */
export type AvailabilityState = 'only-webstore' | 'only-one-store' | 'store-list' | 'out-of-stock';

export function availabilityState(variant: ProductVariant): AvailabilityState {
  const inWeb = variant.webQuantity > 0 && !variant.isStockBlocked;
  const stores = variant.inStockStores.length;
  if (stores === 0) return inWeb || variant.isOrderable ? 'only-webstore' : 'out-of-stock';
  if (stores === 1 && !inWeb && !variant.isOrderable) return 'only-one-store';
  return 'store-list';
}
