import type {
  CartAddRequest,
  CartRefusalReason,
  CartState,
  CheckoutFormValues,
  CheckoutOptions,
  LineTransferAmounts,
  NewCartLine,
  TransferRequest,
} from '@shop/shared-contracts';
import {
  CART_STORAGE_KEY,
  deleteItem,
  readItem,
  type StorageLike,
  writeItem,
} from '@shop/shared-contracts';
import { dropLineTransfers, setLineTransfer } from '../staff/transfer-lines';
import { addToCart } from './add-to-cart';
import { removeLine, setLineAmount } from './cart-lines';
import { addDiscountCode, removeDiscountCode } from './discount-codes';
import { clearCheckout } from './empty-cart';
import { dropStaleGiftCampaign } from './gift-campaign';
import { mergeSavedLines } from './server-cart-merge';
import { parseStoredCart, serialiseCart } from './stored-cart';

type Listener = (state: CartState) => void;

export interface CartStoreOptions {
  readonly storage: StorageLike;
  /** A uid for a new line; by default time and randomness. */
  readonly createUid?: () => string;
}

const EMPTY_CHECKOUT = serialiseCart(clearCheckout());

const createRandomUid = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The cart: the one writer of cart state (architecture rule 2). Restored from `storage` at
 * creation, written back on every change; every change goes to the subscribers.
 */
export function createCartStore({ storage, createUid = createRandomUid }: CartStoreOptions) {
  let state = parseStoredCart(readItem(storage, CART_STORAGE_KEY));
  const listeners = new Set<Listener>();

  const publish = (next: CartState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const commit = (next: CartState) => {
    if (next === state) return;
    // An empty checkout is not kept: without the key the shell needs no cart owner on a page's
    // first load (decision 0010), and other tabs read a missing key as the empty checkout.
    const text = serialiseCart(next);
    if (text === EMPTY_CHECKOUT) deleteItem(storage, CART_STORAGE_KEY);
    else writeItem(storage, CART_STORAGE_KEY, text);
    publish(next);
  };
  const commitLines = (outcome: ReturnType<typeof setLineAmount>) => {
    if ('refusal' in outcome) return outcome.refusal;
    commit(dropStaleGiftCampaign({ ...state, lines: outcome.lines }));
    return undefined;
  };

  return {
    current: (): CartState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Applies a `cart:add-requested`; returns the reason when refused. */
    add(request: CartAddRequest): CartRefusalReason | undefined {
      const change = addToCart(state, request, createUid);
      commit(change.state);
      return change.refusal;
    },
    /** Sets a line's amount; returns the reason when refused. */
    setAmount(uid: string, amount: number): CartRefusalReason | undefined {
      return commitLines(setLineAmount(state.lines, uid, amount));
    },
    removeLine(uid: string): void {
      commit(dropStaleGiftCampaign({ ...state, lines: removeLine(state.lines, uid) }));
    },
    addDiscountCode(code: string): void {
      const discountCodes = addDiscountCode(state.discountCodes, code);
      if (discountCodes !== state.discountCodes) commit({ ...state, discountCodes });
    },
    /** Keeps only these of the codes (the ones the server echoed, platform §5). */
    keepDiscountCodes(codes: readonly string[]): void {
      const discountCodes = state.discountCodes.filter((code) => codes.includes(code));
      if (discountCodes.length !== state.discountCodes.length) commit({ ...state, discountCodes });
    },
    removeDiscountCode(code: string): void {
      const discountCodes = removeDiscountCode(state.discountCodes, code);
      if (discountCodes !== state.discountCodes) commit({ ...state, discountCodes });
    },
    updateForm(values: Partial<CheckoutFormValues>): void {
      commit({ ...state, form: { ...state.form, ...values } });
    },
    setPostDelivery(isPostDelivery: boolean): void {
      if (isPostDelivery !== state.isPostDelivery) commit({ ...state, isPostDelivery });
    },
    setOptions(options: Partial<CheckoutOptions>): void {
      commit({ ...state, options: { ...state.options, ...options } });
    },
    setTransferRequest(transferRequest: TransferRequest | null): void {
      commit({ ...state, transferRequest });
    },
    /**
     * Staff: a line's amounts per store of the transfer request; with several destinations the
     * line's amount becomes their sum (platform §5). Returns the reason when refused.
     */
    setTransferAmounts(uid: string, transfer: LineTransferAmounts): CartRefusalReason | undefined {
      return commitLines(setLineTransfer(state.lines, uid, transfer, state.transferRequest));
    },
    /** Staff: the transfer request was sent or dropped; the lines lose their store amounts. */
    clearTransferRequest(): void {
      commit({ ...state, transferRequest: null, lines: dropLineTransfers(state.lines) });
    },
    /** Platform §4 clearing: everything the cart keeps. */
    clear(): void {
      commit(clearCheckout());
    },
    /**
     * Merges the lines saved on the customer's account at login (server-cart.ts,
     * `mergeSavedLines`); returns why rows were left out. A cart holding a redeemed gift
     * campaign is left as it is: the redeem cleared the checkout (catalogue §4), and more
     * products would end the campaign (platform §5).
     */
    mergeLines(saved: readonly NewCartLine[]): readonly CartRefusalReason[] {
      if (state.giftCampaign !== null) return [];
      const merge = mergeSavedLines(state.lines, saved, createUid);
      if (merge.lines !== state.lines) commit({ ...state, lines: merge.lines });
      return merge.refusals;
    },
    /** Takes the cart another tab stored (its `storage` event); nothing is written back. */
    receiveFromOtherTab(text: string | null): void {
      publish(parseStoredCart(text));
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
