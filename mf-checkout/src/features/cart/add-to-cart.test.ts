import type { CartState, NewCartLine } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import { clearCheckout } from './empty-cart';

let next = 0;
const createUid = () => `uid-${++next}`;
const jacket: NewCartLine = { variantId: 11, modelId: 1, amount: 1 };
const gift: NewCartLine = { variantId: 7, modelId: 70, amount: 1 };
const campaign = { code: 'GIFT-1', category: 'summer' };

const filled: CartState = {
  ...clearCheckout(),
  lines: [{ uid: 'a', variantId: 11, modelId: 1, amount: 2 }],
  discountCodes: ['CLUB'],
  form: { ...clearCheckout().form, first_name: 'Aino' },
  isPostDelivery: true,
  transferRequest: {
    fromStoreIds: [1],
    toStoreIds: [2],
    isReserveQuantity: false,
    isHighPriority: true,
  },
};

describe('addToCart', () => {
  it('redeems a gift campaign: clears the checkout, adds amount 1, keeps code and category', () => {
    const { state } = addToCart(
      filled,
      { line: { ...gift, amount: 3 }, giftCampaign: campaign },
      createUid,
    );
    expect(state).toEqual({
      ...clearCheckout(),
      lines: [{ ...gift, amount: 1, uid: expect.any(String) }],
      giftCampaign: campaign,
    });
  });

  it('clears the campaign and the cart when a product is added during a campaign (platform §4)', () => {
    const { state: redeemed } = addToCart(
      filled,
      { line: gift, giftCampaign: campaign },
      createUid,
    );
    const { state } = addToCart(redeemed, { line: jacket }, createUid);
    expect(state.giftCampaign).toBeNull();
    expect(state.lines).toEqual([{ ...jacket, uid: expect.any(String) }]);
  });

  it('treats adding the campaign product again as adding a product: campaign and cart cleared', () => {
    const { state: redeemed } = addToCart(
      filled,
      { line: gift, giftCampaign: campaign },
      createUid,
    );
    const { state } = addToCart(redeemed, { line: gift }, createUid);
    expect(state.giftCampaign).toBeNull();
    expect(state.lines.map((line) => line.amount)).toEqual([1]);
  });

  it('keeps the campaign when its line’s amount is set to 1, drops it at 2 (platform §5)', () => {
    const { state: redeemed } = addToCart(
      filled,
      { line: gift, giftCampaign: campaign },
      createUid,
    );
    const same = addToCart(redeemed, { line: gift, isAmountAbsolute: true }, createUid).state;
    expect(same.giftCampaign).toEqual(campaign);
    const two = addToCart(
      redeemed,
      { line: { ...gift, amount: 2 }, isAmountAbsolute: true },
      createUid,
    );
    expect(two.state.giftCampaign).toBeNull();
    expect(two.state.lines.map((line) => line.amount)).toEqual([2]);
  });

  it('drops the campaign at once when the redeemed product is a gift card (platform §5)', () => {
    const card = { ...gift, giftCard: { valueEuros: 50 } };
    const { state } = addToCart(filled, { line: card, giftCampaign: campaign }, createUid);
    expect(state.giftCampaign).toBeNull();
  });

  it('leaves the cart as it was when the request is refused, campaign included', () => {
    const { state: redeemed } = addToCart(
      filled,
      { line: gift, giftCampaign: campaign },
      createUid,
    );
    const refused = addToCart(redeemed, { line: { ...jacket, amount: 0 } }, createUid);
    expect(refused).toEqual({ state: redeemed, refusal: 'invalid-amount' });
  });

  it('adds to the existing line outside a campaign and keeps the rest of the checkout', () => {
    const { state } = addToCart(filled, { line: jacket }, createUid);
    expect(state).toEqual({
      ...filled,
      lines: [{ uid: 'a', variantId: 11, modelId: 1, amount: 3 }],
    });
  });
});
