import {
  type CartLine,
  EMPTY_CHECKOUT_FORM,
  transferRequestRequestSchema,
} from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { clearCheckout } from '../cart/empty-cart';
import { toEnterpriseOrderRequest, toTransferRequestBody } from './staff-requests';

const lines: CartLine[] = [
  {
    uid: 'a',
    variantId: 11,
    modelId: 1,
    amount: 3,
    transfer: { fromAmounts: { '1': 1, '2': 2 }, toAmounts: { '5': 3 } },
  },
  { uid: 'b', variantId: 12, modelId: 2, amount: 1 },
  { uid: 'c', variantId: 13, modelId: 3, amount: 1, bundleId: '3-13-14' },
];

describe('staff requests', () => {
  it('sends per-source picks when there are several sources, whole rows to one destination', () => {
    const body = toTransferRequestBody(lines, {
      fromStoreIds: [1, 2],
      toStoreIds: [5],
      isReserveQuantity: true,
      isHighPriority: false,
    });
    expect(body).toEqual({
      from_store_ids: [1, 2],
      to_store_ids: [5],
      reserve_quantity: true,
      high_priority: false,
      rows: [
        {
          variant_id: 11,
          amount: 3,
          from: [
            { store_id: 1, amount: 1 },
            { store_id: 2, amount: 2 },
          ],
          to: [],
        },
        {
          variant_id: 12,
          amount: 1,
          from: [
            { store_id: 1, amount: 0 },
            { store_id: 2, amount: 0 },
          ],
          to: [],
        },
      ],
    });
    expect(transferRequestRequestSchema.safeParse(body).success).toBe(true);
  });

  it('orders the cart’s single products for the organisation, without prices', () => {
    const form = { ...EMPTY_CHECKOUT_FORM, delivery_method: 'home-delivery', city: 'Espoo' };
    const body = toEnterpriseOrderRequest(
      { ...clearCheckout(), lines },
      { customer_email: 'yritys@example.com', reference: 'PO-1', accept_billing: true, form },
      { countryCode: 'fi', language: 'en' },
    );
    expect(body).toEqual({
      customer_email: 'yritys@example.com',
      country_code: 'fi',
      language_code: 'en',
      lines: [
        { variant_id: 11, amount: 3 },
        { variant_id: 12, amount: 1 },
      ],
      form,
      reference: 'PO-1',
      accept_billing: true,
    });
  });
});
