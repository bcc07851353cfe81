import type { AuthState, CartSummary, Language, ResourcesResponse } from '@shop/shared-contracts';
import { sharedQueries, useBusState } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { type CartMode, SHOPPER } from './add-to-cart-rules';

/**
 * Who the button adds for (catalogue §4): a staff member putting a transfer request together
 * adds to it ('Order from warehouse {store}', the request's source stores by name); everyone
 * else adds to their cart. Only staff: a shopper's cart never carries a transfer request.
 */
export function cartModeFor(
  auth: AuthState | undefined,
  cart: CartSummary | undefined,
  stores: ResourcesResponse['stores'] | undefined,
): CartMode {
  const sources = cart?.transferFromStoreIds;
  if (!auth?.user.isStaffUser || sources === undefined) return SHOPPER;
  const names = sources.map((id) => stores?.find((store) => store.id === id)?.name ?? String(id));
  return { kind: 'transfer-request', storeName: names.join(', ') };
}

/** The cart mode from the bus and, for staff with a transfer request, the shop's stores. */
export function useCartMode(language: Language): CartMode {
  const auth = useBusState('auth:changed');
  const cart = useBusState('cart:changed');
  const needsStores = auth?.user.isStaffUser === true && cart?.transferFromStoreIds !== undefined;
  const resources = useQuery({ ...sharedQueries.resources(language), enabled: needsStores });
  return cartModeFor(auth, cart, resources.data?.stores);
}
