import type { CheckoutFormValues } from '../api/checkout-form.js';
import type { CartLine, GiftCampaign } from './cart-line.js';

/**
 * A staff transfer request between warehouses (platform §3 `transferRequest*`, §5): stock is
 * picked from the source stores and sent to the destinations.
 */
export interface TransferRequest {
  /** `transferRequestFrom`: with several, each row's picked amounts must cover it (§5). */
  readonly fromStoreIds: readonly number[];
  /** `transferRequestTo`: with several, a row's amount is the sum per destination (§5). */
  readonly toStoreIds: readonly number[];
  /** `transferrequest_reserve_quantity`. */
  readonly isReserveQuantity: boolean;
  /** `transferrequest_high_priority`. */
  readonly isHighPriority: boolean;
}

/**
 * What the shopper has put together for checkout and the browser keeps (platform §3 Checkout,
 * the client's part; prices, delivery methods and totals come from the server's validation).
 * Written only by mf-checkout, the cart's owner (architecture rule 2).
 */
export interface CartState {
  readonly lines: readonly CartLine[];
  /** Upper-case and unique: codes are case-insensitive (platform §4). */
  readonly discountCodes: readonly string[];
  /** Set by a redeemed gift-campaign code (catalogue §4), else null. */
  readonly giftCampaign: GiftCampaign | null;
  /** The checkout form as typed so far (platform §3 Checkout form). */
  readonly form: CheckoutFormValues;
  /** Staff: deliver the order by post (platform §3 `postDelivery`). */
  readonly isPostDelivery: boolean;
  /** Staff: the transfer request being put together, else null. */
  readonly transferRequest: TransferRequest | null;
  /** The shopper's choices besides the form that the server prices (platform §3 Checkout). */
  readonly options: CheckoutOptions;
}

/** Platform §3 Checkout `specialRequests`, `isRepackSelected`, `isPikanoutoSelected`, ... */
export interface CheckoutOptions {
  readonly specialRequest: string;
  /** Pack the order in a gift or plain package (`repackCost` unless over its threshold). */
  readonly isRepackSelected: boolean;
  /** Express store pickup (pikanouto). */
  readonly isPikanoutoSelected: boolean;
  /** Send what is in stock now and the rest when it arrives. */
  readonly isDeliverySplittingSelected: boolean;
}

/** No special request and nothing extra chosen. */
export const DEFAULT_CHECKOUT_OPTIONS: CheckoutOptions = {
  specialRequest: '',
  isRepackSelected: false,
  isPikanoutoSelected: false,
  isDeliverySplittingSelected: false,
};
