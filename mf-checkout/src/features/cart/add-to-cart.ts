import type {
  CartAddRequest,
  CartLine,
  CartRefusalReason,
  CartState,
  NewCartLine,
} from '@shop/shared-contracts';
import { addLine, findLineFor } from './cart-lines';
import { clearCheckout } from './empty-cart';
import { dropStaleGiftCampaign } from './gift-campaign';

/** The cart after a request, with the reason when it was refused (the cart then unchanged). */
export interface CartChange {
  readonly state: CartState;
  readonly refusal?: CartRefusalReason;
}

function withLines(
  state: CartState,
  base: CartState,
  outcome: ReturnType<typeof addLine>,
): CartChange {
  if ('refusal' in outcome) return { state, refusal: outcome.refusal };
  return { state: dropStaleGiftCampaign({ ...base, lines: outcome.lines }) };
}

/** Setting the amount of a line already in the cart is an update, not an added product. */
function isAmountUpdate(lines: readonly CartLine[], request: CartAddRequest): boolean {
  return request.isAmountAbsolute === true && findLineFor(lines, request.line) !== undefined;
}

/**
 * Catalogue §4 gift-campaign redeem: clear the checkout (platform §4), add the line with
 * amount 1 and keep the campaign's code and category.
 */
function redeemGiftCampaign(
  state: CartState,
  line: NewCartLine,
  request: Required<Pick<CartAddRequest, 'giftCampaign'>>,
  createUid: () => string,
): CartChange {
  const cleared = clearCheckout();
  const giftCampaign = {
    code: request.giftCampaign.code.trim(),
    category: request.giftCampaign.category,
  };
  const outcome = addLine(cleared.lines, { ...line, amount: 1 }, { createUid });
  return withLines(state, { ...cleared, giftCampaign }, outcome);
}

/**
 * A `cart:add-requested` applied to the cart. Platform §4: adding a product while a gift
 * campaign is active first clears the campaign and the cart; §5 then drops campaign data the
 * cart no longer fits.
 */
export function addToCart(
  state: CartState,
  request: CartAddRequest,
  createUid: () => string,
): CartChange {
  const { giftCampaign } = request;
  if (giftCampaign !== undefined) {
    return redeemGiftCampaign(state, request.line, { giftCampaign }, createUid);
  }
  const base =
    state.giftCampaign !== null && !isAmountUpdate(state.lines, request)
      ? { ...state, giftCampaign: null, lines: [] }
      : state;
  const outcome = addLine(base.lines, request.line, {
    isAmountAbsolute: request.isAmountAbsolute,
    createUid,
  });
  return withLines(state, base, outcome);
}
