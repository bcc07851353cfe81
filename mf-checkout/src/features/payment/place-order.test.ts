import { EMPTY_CHECKOUT_FORM, placeOrderRequestSchema } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { clearCheckout } from '../cart/empty-cart';
import { toPlaceOrderRequest } from './place-order';

const FORM = {
  ...EMPTY_CHECKOUT_FORM,
  delivery_method: 'home-delivery',
  first_name: 'Aino',
  last_name: 'Ostaja',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '+358401234567',
  email: 'aino@example.com',
};

describe('toPlaceOrderRequest', () => {
  it('sends rows, bundles, gift cards, codes and options as validated, and no price', () => {
    const cart = {
      ...clearCheckout(),
      lines: [
        { uid: 'a', variantId: 11, modelId: 1, amount: 2 },
        { uid: '1767225600', variantId: 21, modelId: 2, amount: 1, bundleId: '2-21-31' },
        { uid: 'g', variantId: 41, modelId: 4, amount: 1, giftCard: { valueEuros: 50 } },
      ],
      discountCodes: ['WELCOME10', 'GIFT-CARD-5000'],
      options: {
        specialRequest: 'Ring the bell',
        isRepackSelected: true,
        isPikanoutoSelected: false,
        isDeliverySplittingSelected: true,
      },
    };
    const body = toPlaceOrderRequest(cart, FORM, {
      countryCode: 'fi',
      currencyCode: 'sek',
      language: 'sv',
    });
    expect(body).toMatchObject({
      country_code: 'fi',
      currency_code: 'sek',
      language_code: 'sv',
      lines: [{ variant_id: 11, amount: 2 }],
      bundles: [{ bundle_id: '2-21-31', amount: 1 }],
      gift_card_products: [{ product_id: 41, value_euros: 50, recipient_name: '' }],
      discount_codes: ['WELCOME10', 'GIFT-CARD-5000'],
      repack: true,
      part_delivery: true,
      special_request: 'Ring the bell',
      giftcampaign_data: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/price/);
    // The server's schema accepts it as sent.
    expect(placeOrderRequestSchema.safeParse(body).success).toBe(true);
  });

  it('carries a redeemed gift campaign', () => {
    const cart = {
      ...clearCheckout(),
      lines: [{ uid: 'a', variantId: 11, modelId: 1, amount: 1 }],
      giftCampaign: { code: 'GIFT-ABC', category: 'winter-gifts' },
    };
    const body = toPlaceOrderRequest(cart, FORM, {
      countryCode: 'fi',
      currencyCode: 'eur',
      language: 'fi',
    });
    expect(body.giftcampaign_data).toEqual({ code: 'GIFT-ABC', campaign: 'winter-gifts' });
  });
});
