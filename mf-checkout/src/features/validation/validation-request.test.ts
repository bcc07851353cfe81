import { DEFAULT_CHECKOUT_OPTIONS } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { clearCheckout } from '../cart/empty-cart';
import { keepEchoedCodes } from './echoed-codes';
import { validationResponse } from './test-response';
import { toValidationRequest, type ValidationContext } from './validation-request';

const guest: ValidationContext = {
  countryCode: 'fi',
  currencyCode: 'sek',
  language: 'en',
  customerId: null,
  isStaff: false,
  pageName: 'checkout',
};

describe('the validation request', () => {
  const cart = {
    ...clearCheckout(),
    lines: [
      { uid: 'a', variantId: 11, modelId: 1, amount: 2 },
      { uid: '1700000000', variantId: 21, modelId: 2, amount: 1, bundleId: '2-21-31' },
      { uid: 'g', variantId: 41, modelId: 4, amount: 1, giftCard: { valueEuros: 50 } },
    ],
    discountCodes: ['TALVI10'],
    form: {
      ...clearCheckout().form,
      delivery_method: 'posti-pickup',
      delivery_location: 'posti-00100',
    },
    options: { ...DEFAULT_CHECKOUT_OPTIONS, isRepackSelected: true, specialRequest: 'Ring' },
    isPostDelivery: true,
    transferRequest: {
      fromStoreIds: [1],
      toStoreIds: [2],
      isReserveQuantity: false,
      isHighPriority: false,
    },
  };

  it('splits rows into products, bundles and gift cards and carries no price', () => {
    const body = toValidationRequest(cart, guest);
    expect(body.products).toEqual([{ uid: 'a', product_id: 11, amount: 2, frozen: false }]);
    expect(body.bundles).toEqual([{ uid: '1700000000', bundle_id: '2-21-31', amount: 1 }]);
    expect(body.gift_card_products).toEqual([
      { uid: 'g', product_id: 41, value_euros: 50, recipient_name: '' },
    ]);
    expect(body).toMatchObject({
      discount_codes: ['TALVI10'],
      delivery_method: 'posti-pickup',
      delivery_location: 'posti-00100',
      repack: true,
      special_request: 'Ring',
    });
    expect(JSON.stringify(body)).not.toMatch(/price/);
  });

  it('asks for the summary in the currency the shopper sees (decision 0023)', () => {
    expect(toValidationRequest(cart, guest)).toMatchObject({
      country_code: 'fi',
      currency_code: 'sek',
    });
  });

  it('sends staff-only parts only for staff', () => {
    expect(toValidationRequest(cart, guest)).toMatchObject({
      post_delivery: false,
      transfer_request_from: [],
      transfer_request_to: [],
    });
    expect(toValidationRequest(cart, { ...guest, isStaff: true })).toMatchObject({
      post_delivery: true,
      transfer_request_from: [1],
      transfer_request_to: [2],
    });
  });
});

describe('echoed discount codes (platform §5)', () => {
  it('keeps only the codes echoed as the cart discount or a payment event', () => {
    const response = validationResponse({
      cart_discount: { code: 'TALVI10', amount: 500 },
      payment_events: [
        {
          payment_id: 'GIFT-1',
          processor_slug: 'giftcard',
          creation_time: '2026-11-24T10:00:00Z',
          amount: 100,
        },
      ],
    });
    expect(keepEchoedCodes(['TALVI10', 'NOPE', 'GIFT-1'], response)).toEqual(['TALVI10', 'GIFT-1']);
    expect(keepEchoedCodes(['NOPE'], validationResponse())).toEqual([]);
  });

  it('returns the same list when every code was echoed', () => {
    const codes = ['TALVI10'];
    const response = validationResponse({ cart_discount: { code: 'talvi10', amount: 1 } });
    expect(keepEchoedCodes(codes, response)).toBe(codes);
  });
});
