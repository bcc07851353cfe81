import type { ProductModel, ProductVariant } from '@shop/shared-contracts';

/** Catalogue §9 shipping-time numbers: 2 or less ships at once, 999 means unavailable. */
const IMMEDIATE_SHIPPING_DAYS = 2;
const UNAVAILABLE_SHIPPING_DAYS = 999;

/**
 * Catalogue §4: the model is not shipped to the shopper's delivery country, which blocks adding
 * it to the cart, except on a gift-campaign page (a campaign's gifts are delivered anyway).
 */
export function isDeliveryBlocked(
  model: Pick<ProductModel, 'blockedDeliveryCountries'>,
  deliveryCountryCode: string | undefined,
  isGiftCampaign: boolean,
): boolean {
  if (isGiftCampaign || !deliveryCountryCode) return false;
  const country = deliveryCountryCode.toLowerCase();
  return (model.blockedDeliveryCountries ?? []).some((code) => code.toLowerCase() === country);
}

/**
 * Catalogue §4: blocked web stock can be sold only while it ships later from elsewhere; with a
 * shipping time of at most 2 days (it would ship from the blocked stock) or 999 (unavailable)
 * adding is disabled.
 */
export function isBlockedStockUnsellable(
  variant: Pick<ProductVariant, 'isStockBlocked' | 'shippingDays'>,
): boolean {
  return (
    variant.isStockBlocked &&
    (variant.shippingDays <= IMMEDIATE_SHIPPING_DAYS ||
      variant.shippingDays === UNAVAILABLE_SHIPPING_DAYS)
  );
}
