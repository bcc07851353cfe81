import type {
  CartLine,
  CartState,
  CheckoutValidationRequest,
  Language,
} from '@shop/shared-contracts';

/** What besides the cart decides a validation: where it goes and who asks. */
export interface ValidationContext {
  readonly countryCode: string;
  /**
   * The currency the shopper is shown (the market's): the server's summary is priced in it
   * (decision 0023), so what the pages show is what the order charges.
   */
  readonly currencyCode: string;
  readonly language: Language;
  /** The logged-in customer's id, else null (the server trusts only the token's). */
  readonly customerId: number | null;
  readonly isStaff: boolean;
  readonly pageName: 'checkout' | 'cart';
}

const isBundle = (line: CartLine) => line.bundleId !== undefined;
const isGiftCard = (line: CartLine) => line.giftCard !== undefined;

/**
 * The `POST /api/checkout/` body for a cart (platform §7): plain rows as `products`, bundles by
 * their hyphenated id, gift cards with their face value; no price ever leaves the browser.
 * Staff-only parts (transfer request, post delivery) are sent only for staff.
 */
export function toValidationRequest(
  cart: CartState,
  context: ValidationContext,
): CheckoutValidationRequest {
  const { options, transferRequest } = cart;
  return {
    customer_id: context.customerId,
    country_code: context.countryCode,
    currency_code: context.currencyCode,
    language_code: context.language,
    products: cart.lines
      .filter((line) => !isBundle(line) && !isGiftCard(line))
      .map((line) => ({
        uid: line.uid,
        product_id: line.variantId,
        amount: line.amount,
        frozen: line.isFrozen === true,
      })),
    bundles: cart.lines.flatMap((line) =>
      line.bundleId === undefined
        ? []
        : [{ uid: line.uid, bundle_id: line.bundleId, amount: line.amount }],
    ),
    gift_card_products: cart.lines.flatMap((line) =>
      line.giftCard === undefined
        ? []
        : [
            {
              uid: line.uid,
              product_id: line.variantId,
              value_euros: line.giftCard.valueEuros,
              recipient_name: line.giftCard.recipientName ?? '',
            },
          ],
    ),
    discount_codes: [...cart.discountCodes],
    delivery_method: cart.form.delivery_method,
    // The summary names the chosen store, pickup point or locker as the delivery's place.
    delivery_location: cart.form.delivery_location,
    repack: options.isRepackSelected,
    pikanouto: options.isPikanoutoSelected,
    delivery_extra_data: {
      part_delivery: options.isDeliverySplittingSelected,
      giosg_chatter: false,
    },
    klarna_global_checkout_id: null,
    special_request: options.specialRequest,
    pageName: context.pageName,
    giftcampaign_data:
      cart.giftCampaign === null
        ? null
        : { code: cart.giftCampaign.code, campaign: cart.giftCampaign.category },
    enterprise_order: null,
    transfer_request_from: context.isStaff ? [...(transferRequest?.fromStoreIds ?? [])] : [],
    transfer_request_to: context.isStaff ? [...(transferRequest?.toStoreIds ?? [])] : [],
    post_delivery: context.isStaff && cart.isPostDelivery,
  };
}
