import { describe, expect, it } from 'vitest';
import { emptyComplaint, prefillFromRow } from './complaint-prefill';

const order = {
  id: 7,
  orderNumber: '1000101',
  orderDate: '2026-11-15',
  currencyCode: 'EUR',
  rows: [
    {
      id: 31,
      name: 'Keb Jacket',
      variantText: 'Green, M',
      unitPriceCents: 12990,
      unitDiscountCents: 650,
    },
  ],
};

describe('complaint prefill (platform §3)', () => {
  it('starts empty with the price "0" and the shopper’s language', () => {
    expect(emptyComplaint('sv', 'a@example.com')).toMatchObject({
      price: '0',
      email: 'a@example.com',
      lang: 'sv',
      photos: [],
      rowId: null,
    });
  });

  it('fills price, discount and date from an order row, the purchase date from the order date', () => {
    expect(prefillFromRow(order, 31)).toEqual({
      salesChannel: 'S',
      store: null,
      rowId: 31,
      orderNumber: '1000101',
      orderDate: '2026-11-15',
      timeOfPurchase: '2026-11-15',
      price: '129.90',
      unitDiscount: '6.50',
      calculatedDiscount: true,
      model: 'Keb Jacket',
    });
    expect(prefillFromRow(order, 99)).toBeNull();
  });
});
