import { type CheckoutValidationResponse, emptyPriceSummary } from '@shop/shared-contracts';

/** A valid, empty checkout validation response for unit tests, with `overrides` applied. */
export function validationResponse(
  overrides: Partial<CheckoutValidationResponse> = {},
): CheckoutValidationResponse {
  return {
    cart_discount: null,
    payment_events: [],
    show_klarna: false,
    paypal_checkout: false,
    reason: null,
    products: [],
    bundles: [],
    gift_card_products: [],
    lines_total: 0,
    discount_total: 0,
    delivery_cost: 0,
    total_price: 0,
    payable_price: 0,
    payment_methods: [],
    delivery_methods: [],
    delivery_thresholds: { delivery_threshold: null, repack_threshold: null },
    repack_cost: 0,
    shipping_time_str: '',
    kgco_id: null,
    giftcampaign_data: null,
    enterprise_order: null,
    transfer_request_from: [],
    post_delivery: false,
    requires_customs_ack: false,
    errors: [],
    summary: emptyPriceSummary('EUR'),
    kco_iframe: null,
    ...overrides,
  };
}
