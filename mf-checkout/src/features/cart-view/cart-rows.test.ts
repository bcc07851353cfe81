import { describe, expect, it } from 'vitest';
import { validationResponse } from '../validation/test-response';
import { toCartRows, toRowMoney } from './cart-rows';

const SEK = { currencyCode: 'sek', currencyRate: 11.144 };

const response = validationResponse({
  products: [
    {
      uid: 'a',
      product_id: 11,
      model_id: 1,
      name: 'Trail Jacket',
      brand: 'Fjell',
      variant_text: 'Black, M',
      path: null,
      image: null,
      amount: 2,
      max_amount: null,
      on_order: false,
      frozen: false,
      unit_price: 10_000,
      regular_unit_price: 12_000,
      price_type: 'discount',
      line_total: 20_000,
      shipping_days: 2,
      error: null,
    },
  ],
  gift_card_products: [
    {
      uid: 'g',
      product_id: 41,
      name: 'Gift card',
      value_euros: 50,
      recipient_name: '',
      line_total: 5_000,
      error: null,
    },
  ],
});

describe('a cart row’s money (decision 0023)', () => {
  it('is the unit converted once times the amount, never the converted euro row', () => {
    const [row] = toCartRows([{ uid: 'a', variantId: 11, modelId: 1, amount: 2 }], response);
    if (!row) throw new Error('no row');
    // 100 € × 11.144 is 1 114.4 kr, shown as 1 114 kr; two are 2 228 kr. The euro row converted
    // on its own (222 880 hundredths) would round to 2 229 kr.
    expect(toRowMoney(row, SEK)).toEqual({
      amount: 2,
      unit: 111_400,
      total: 222_800,
      regularTotal: 2 * 133_700,
    });
  });

  it('prices a gift card at its face value and an unpriced row not at all', () => {
    const [card, unpriced] = toCartRows(
      [
        { uid: 'g', variantId: 41, modelId: 4, amount: 1, giftCard: { valueEuros: 50 } },
        { uid: 'new', variantId: 12, modelId: 1, amount: 1 },
      ],
      response,
    );
    if (!card || !unpriced) throw new Error('no rows');
    expect(toRowMoney(card, SEK)).toMatchObject({ amount: 1, unit: 55_700, total: 55_700 });
    expect(toRowMoney(unpriced, SEK)).toBeNull();
  });
});
