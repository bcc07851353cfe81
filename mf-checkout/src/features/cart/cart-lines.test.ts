import type { CartLine } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { addLine, countPieces, isNewBundleId, removeLine, setLineAmount } from './cart-lines';

const boot: CartLine = { uid: 'a', variantId: 11, modelId: 1, amount: 2 };
const frozen: CartLine = { uid: 'f', variantId: 22, modelId: 2, amount: 2, isFrozen: true };
const bundle: CartLine = {
  uid: '1700000000',
  variantId: 31,
  modelId: 3,
  amount: 1,
  bundleId: '3-31-41',
};
const giftCard: CartLine = {
  uid: 'g',
  variantId: 51,
  modelId: 2427,
  amount: 1,
  giftCard: { valueEuros: 50, recipientName: 'Aino' },
};

let next = 0;
const createUid = () => `uid-${++next}`;
const linesOf = (outcome: ReturnType<typeof addLine>) => ('lines' in outcome ? outcome.lines : []);

describe('addLine (platform §4 cart rules)', () => {
  it('adds a product not yet in the cart as a new line with a uid', () => {
    const outcome = addLine([boot], { variantId: 12, modelId: 1, amount: 1 }, { createUid });
    expect(linesOf(outcome)).toEqual([
      boot,
      { variantId: 12, modelId: 1, amount: 1, uid: 'uid-1' },
    ]);
  });

  it('adds to the amount of a product already in the cart', () => {
    const outcome = addLine([boot], { variantId: 11, modelId: 1, amount: 1 }, { createUid });
    expect(linesOf(outcome)).toEqual([{ ...boot, amount: 3 }]);
  });

  it('replaces the amount when it is set absolutely', () => {
    const added = { variantId: 11, modelId: 1, amount: 5 };
    const outcome = addLine([boot], added, { isAmountAbsolute: true, createUid });
    expect(linesOf(outcome)).toEqual([{ ...boot, amount: 5 }]);
  });

  it('refuses to increase a frozen product, absolutely or not, but lets it be lowered', () => {
    const one = { variantId: 22, modelId: 2, amount: 1 };
    expect(addLine([frozen], one, { createUid })).toEqual({ refusal: 'frozen' });
    const three = { ...one, amount: 3 };
    expect(addLine([frozen], three, { isAmountAbsolute: true, createUid })).toEqual({
      refusal: 'frozen',
    });
    expect(linesOf(addLine([frozen], one, { isAmountAbsolute: true, createUid }))).toEqual([
      { ...frozen, amount: 1 },
    ]);
  });

  it('grows a bundle added again (catalogue §4) but refuses setting its amount', () => {
    const again = { variantId: 31, modelId: 3, amount: 1, bundleId: '3-31-41' };
    expect(linesOf(addLine([bundle], again, { createUid }))).toEqual([{ ...bundle, amount: 2 }]);
    expect(
      addLine([bundle], { ...again, amount: 4 }, { isAmountAbsolute: true, createUid }),
    ).toEqual({ refusal: 'bundle-amount' });
  });

  it('keeps a bundle apart from the same variant bought alone, and from another bundle', () => {
    const alone = { variantId: 31, modelId: 3, amount: 1 };
    expect(linesOf(addLine([bundle], alone, { createUid }))).toHaveLength(2);
    const other = { ...alone, bundleId: '3-31-42', uid: '1700000001' };
    expect(linesOf(addLine([bundle], other, { createUid }))[1]?.uid).toBe('1700000001');
  });

  it('keeps the requester’s uid (a bundle’s seconds timestamp) unless it is taken', () => {
    const other = { variantId: 32, modelId: 3, amount: 1, bundleId: '3-32-41', uid: bundle.uid };
    const [, added] = linesOf(addLine([bundle], other, { createUid }));
    expect(added?.uid).not.toBe(bundle.uid);
  });

  it("refuses a second gift card: 'Only a single Vuota-item is allowed per order.' (catalogue §5)", () => {
    const another = { variantId: 52, modelId: 1412, amount: 1, giftCard: { valueEuros: 20 } };
    expect(addLine([giftCard], another, { createUid })).toEqual({ refusal: 'single-gift-card' });
    expect(addLine([], { ...another, amount: 2 }, { createUid })).toEqual({
      refusal: 'single-gift-card',
    });
    expect(linesOf(addLine([boot], another, { createUid }))).toHaveLength(2);
  });

  it('refuses amounts that are not positive whole numbers', () => {
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      expect(addLine([boot], { variantId: 11, modelId: 1, amount }, { createUid })).toEqual({
        refusal: 'invalid-amount',
      });
    }
  });
});

describe('setLineAmount', () => {
  it('sets the amount of a line', () => {
    expect(linesOf(setLineAmount([boot], 'a', 4))).toEqual([{ ...boot, amount: 4 }]);
  });

  it('refuses amount updates for new-bundle ids that contain a hyphen (platform §4)', () => {
    expect(setLineAmount([bundle], bundle.uid, 2)).toEqual({ refusal: 'bundle-amount' });
    const oldBundle = { ...bundle, bundleId: 'b7f3' };
    expect(linesOf(setLineAmount([oldBundle], bundle.uid, 2))).toEqual([
      { ...oldBundle, amount: 2 },
    ]);
    expect(isNewBundleId('3-31-41')).toBe(true);
    expect(isNewBundleId(undefined)).toBe(false);
  });

  it('refuses to increase a frozen line (platform §4)', () => {
    expect(setLineAmount([frozen], 'f', 3)).toEqual({ refusal: 'frozen' });
  });

  it('keeps a gift card at one (catalogue §5)', () => {
    expect(setLineAmount([giftCard], 'g', 2)).toEqual({ refusal: 'single-gift-card' });
  });

  it('changes nothing for an unknown line', () => {
    const lines = [boot];
    expect(setLineAmount(lines, 'missing', 3)).toEqual({ lines });
  });
});

describe('removeLine', () => {
  it('takes the line out, frozen or not', () => {
    expect(removeLine([boot, frozen], 'f')).toEqual([boot]);
    const lines = [boot];
    expect(removeLine(lines, 'missing')).toBe(lines);
  });
});

describe('countPieces (the header badge counts pieces)', () => {
  it('sums the amounts, a bundle by its amount, and counts a gift card once', () => {
    expect(countPieces([])).toBe(0);
    expect(countPieces([{ ...boot, amount: 3 }])).toBe(3);
    expect(countPieces([boot, { ...bundle, amount: 2 }, giftCard, { ...giftCard, uid: 'h' }])).toBe(
      6,
    );
  });
});
