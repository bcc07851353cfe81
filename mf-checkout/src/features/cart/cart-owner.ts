import { getBrowserStorage, shopBus } from '@shop/shared-contracts';
import { connectCartToBus } from './cart-bus';
import { type CartStore, createCartStore } from './cart-store';
import { followOtherTabs } from './other-tabs';

let owner: CartStore | undefined;

/**
 * Starts the page's one cart owner, or returns the running one: the cart restored from
 * localStorage, on the page's bus and in step with other tabs. It lives as long as the page,
 * so nothing stops it. Browser only (an effect, or the shell's start): on the server a module
 * singleton would be shared by every request.
 */
export function startCartOwner(): CartStore {
  if (owner !== undefined) return owner;
  owner = createCartStore({ storage: getBrowserStorage() });
  connectCartToBus(owner, shopBus);
  if (typeof window !== 'undefined') followOtherTabs(owner, window);
  return owner;
}
