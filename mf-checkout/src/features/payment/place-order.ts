import type {
  CartState,
  CheckoutFormValues,
  Language,
  PlaceOrderRequest,
} from '@shop/shared-contracts';

/**
 * The `POST /api/orders/` body for the cart and the filled form: the same rows, codes and
 * choices the checkout validation priced (plain rows, bundles by id, gift cards by value), and
 * no price. The server prices it again exactly as it validated.
 */
export function toPlaceOrderRequest(
  cart: CartState,
  form: CheckoutFormValues,
  context: {
    readonly countryCode: string;
    /** The market's currency: the order is priced and charged in it (decision 0023). */
    readonly currencyCode: string;
    readonly language: Language;
  },
): PlaceOrderRequest {
  return {
    country_code: context.countryCode,
    currency_code: context.currencyCode,
    language_code: context.language,
    lines: cart.lines
      .filter((line) => line.bundleId === undefined && line.giftCard === undefined)
      .map((line) => ({ variant_id: line.variantId, amount: line.amount })),
    bundles: cart.lines.flatMap((line) =>
      line.bundleId === undefined ? [] : [{ bundle_id: line.bundleId, amount: line.amount }],
    ),
    gift_card_products: cart.lines.flatMap((line) =>
      line.giftCard === undefined
        ? []
        : [
            {
              product_id: line.variantId,
              value_euros: line.giftCard.valueEuros,
              recipient_name: line.giftCard.recipientName ?? '',
            },
          ],
    ),
    discount_codes: [...cart.discountCodes],
    repack: cart.options.isRepackSelected,
    part_delivery: cart.options.isDeliverySplittingSelected,
    special_request: cart.options.specialRequest,
    giftcampaign_data:
      cart.giftCampaign === null
        ? null
        : { code: cart.giftCampaign.code, campaign: cart.giftCampaign.category },
    form: { ...form },
  };
}

/** A key for one order attempt: kept for the attempt's retries, new for the next attempt. */
export function createIdempotencyKey(): string {
  return `order-${crypto.randomUUID()}`;
}
