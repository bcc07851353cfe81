import type { CartLine, CartState } from '@shop/shared-contracts';

/**
 * Platform §5: a gift campaign gives one product. With more than one product (lines or
 * amount), any bundle or any gift card in the cart, its data no longer applies.
 */
export function isGiftCampaignCart(lines: readonly CartLine[]): boolean {
  const productCount = lines.reduce((count, line) => count + line.amount, 0);
  return (
    productCount <= 1 &&
    lines.every((line) => line.bundleId === undefined && line.giftCard === undefined)
  );
}

/** Platform §5: clears the gift-campaign data when the cart no longer fits the campaign. */
export function dropStaleGiftCampaign(state: CartState): CartState {
  if (state.giftCampaign === null || isGiftCampaignCart(state.lines)) return state;
  return { ...state, giftCampaign: null };
}
