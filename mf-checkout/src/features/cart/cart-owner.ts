import { getBrowserStorage, shopBus } from '@shop/shared-contracts';
import { createModalCell, type ModalCell } from '../added-modal/modal-cell';
import type { CheckoutValidator } from '../validation/checkout-validator';
import { connectValidation } from '../validation/validation-owner';
import { connectCartToBus } from './cart-bus';
import { type CartStore, createCartStore } from './cart-store';
import { followOtherTabs } from './other-tabs';
import { connectServerCart } from './server-cart';

export interface CartOwner {
  readonly store: CartStore;
  readonly validator: CheckoutValidator;
  /** The added-to-cart modal's line. */
  readonly modal: ModalCell;
}

let owner: CartOwner | undefined;

/**
 * Starts the page's one cart owner, or returns the running one: the cart restored from
 * localStorage, on the page's bus, in step with other tabs, and its checkout validation. It
 * lives as long as the page, so nothing stops it. Browser only (an effect, or the shell's
 * start): on the server a module singleton would be shared by every request.
 */
export function startCartOwner(): CartOwner {
  if (owner !== undefined) return owner;
  const store = createCartStore({ storage: getBrowserStorage() });
  const modal = createModalCell();
  const validator = connectValidation({
    store,
    bus: shopBus,
    navigate: (href) => window.location.assign(href),
  });
  // Catalogue §4: adding triggers validation (PENDING shows loading) and opens the modal.
  connectCartToBus(store, shopBus, (request, line) => {
    if (request.openModal !== true) return;
    modal.open({ uid: line.uid, display: request.display });
    void validator.validateNow();
  });
  if (typeof window !== 'undefined') {
    followOtherTabs(store, window);
    // A logged-in customer's cart is also kept on the server and merged on login.
    connectServerCart(store, shopBus);
  }
  owner = { store, validator, modal };
  return owner;
}
