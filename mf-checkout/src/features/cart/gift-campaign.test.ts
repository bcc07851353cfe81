import type { CartLine, CartState } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { clearCheckout } from './empty-cart';
import { dropStaleGiftCampaign } from './gift-campaign';

const campaignLine: CartLine = { uid: 'c', variantId: 7, modelId: 70, amount: 1 };
const inCampaign = (lines: CartLine[]): CartState => ({
  ...clearCheckout(),
  lines,
  giftCampaign: { code: 'GIFT-1', category: 'summer' },
});

describe('dropStaleGiftCampaign (platform §5)', () => {
  it('keeps the campaign for its single product', () => {
    const state = inCampaign([campaignLine]);
    expect(dropStaleGiftCampaign(state)).toBe(state);
  });

  it('clears it when there is more than one product, as lines or as amount', () => {
    const other = { ...campaignLine, uid: 'd', variantId: 8 };
    expect(dropStaleGiftCampaign(inCampaign([campaignLine, other])).giftCampaign).toBeNull();
    const two = { ...campaignLine, amount: 2 };
    expect(dropStaleGiftCampaign(inCampaign([two])).giftCampaign).toBeNull();
  });

  it('clears it for a bundle or a gift card', () => {
    const bundle = { ...campaignLine, bundleId: '70-7' };
    expect(dropStaleGiftCampaign(inCampaign([bundle])).giftCampaign).toBeNull();
    const giftCard = { ...campaignLine, giftCard: { valueEuros: 50 } };
    expect(dropStaleGiftCampaign(inCampaign([giftCard])).giftCampaign).toBeNull();
  });
});
