/**
 * Store pickup, apart from the checkout's schemas so the cart can ask it without loading the
 * schema library (decision 0013).
 */

/** The kinds of delivery collected in one of the shop's stores: pickup and express pickup. */
export const STORE_PICKUP_KINDS: readonly string[] = ['store', 'express'];

/**
 * Whether a delivery country's methods let the shopper collect from a store: only then may a
 * page offer pickup in our stores (outside Finland the shop delivers, it has no stores there).
 */
export function offersStorePickup(methods: readonly { readonly kind: string }[]): boolean {
  return methods.some((method) => STORE_PICKUP_KINDS.includes(method.kind));
}
