import { describe, expect, it } from 'vitest';
import { clearCheckout } from './empty-cart';
import { parseStoredCart, serialiseCart } from './stored-cart';

const line = { uid: 'a', variantId: 11, modelId: 1, amount: 2 };

describe('parseStoredCart', () => {
  it('reads back what was stored', () => {
    const state = {
      ...clearCheckout(),
      lines: [
        line,
        { ...line, uid: 'b', variantId: 12, bundleId: '1-12', isFrozen: true },
        { ...line, uid: 'c', variantId: 13, transfer: { toAmounts: { '3': 2 }, fromAmounts: {} } },
      ],
      discountCodes: ['CLUB'],
      form: { ...clearCheckout().form, city: 'Oulu' },
      isPostDelivery: true,
    };
    expect(parseStoredCart(serialiseCart(state))).toEqual(state);
  });

  it('gives an empty cart for nothing, broken JSON or another shape', () => {
    for (const text of [null, '{', '"cart"', '[]']) {
      expect(parseStoredCart(text)).toEqual(clearCheckout());
    }
  });

  it('drops only the parts it cannot read', () => {
    const text = JSON.stringify({
      lines: [line, { ...line, uid: 'x', amount: -1 }, { ...line }],
      discountCodes: ['club', 'CLUB', 7],
      form: { city: 'Oulu', phone: 42 },
      isPostDelivery: 'yes',
    });
    expect(parseStoredCart(text)).toEqual({
      ...clearCheckout(),
      lines: [line],
      form: { ...clearCheckout().form, city: 'Oulu' },
    });
  });

  it('reads gift cards, transfers, the transfer request and the options, each part falling back alone', () => {
    const giftCard = { ...line, uid: 'g', giftCard: { valueEuros: 50, recipientName: 'Aino' } };
    const transferRequest = {
      fromStoreIds: [1],
      toStoreIds: [2, 3],
      isReserveQuantity: true,
      isHighPriority: false,
    };
    const text = JSON.stringify({
      lines: [
        giftCard,
        { ...line, uid: 'h', giftCard: { valueEuros: '50' } },
        { ...line, uid: 'i', transfer: { toAmounts: { '3': -1 }, fromAmounts: {} } },
        { ...line, uid: 'j', variantId: 1.5 },
        { ...line, uid: '' },
        { ...line, uid: 'k', extra: 'dropped' },
      ],
      transferRequest,
      options: { specialRequest: 'x'.repeat(501), isRepackSelected: true, isPikanoutoSelected: 1 },
    });
    expect(parseStoredCart(text)).toMatchObject({
      lines: [giftCard, { ...line, uid: 'k' }],
      transferRequest,
      options: {
        specialRequest: '',
        isRepackSelected: true,
        isPikanoutoSelected: false,
        isDeliverySplittingSelected: false,
      },
    });
    const broken = JSON.stringify({ transferRequest: { ...transferRequest, toStoreIds: ['2'] } });
    expect(parseStoredCart(broken).transferRequest).toBeNull();
    expect(parseStoredCart(JSON.stringify({ options: 'fast' })).options).toEqual(
      clearCheckout().options,
    );
  });

  it('normalises codes so they stay case-insensitive and unique (platform §4)', () => {
    const text = JSON.stringify({ ...clearCheckout(), discountCodes: ['club', 'CLUB', ' x '] });
    expect(parseStoredCart(text).discountCodes).toEqual(['CLUB', 'X']);
  });
});
