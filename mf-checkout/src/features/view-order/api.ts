import { checkoutApi, type Language } from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export interface OrderLookup {
  readonly email: string;
  readonly orderNumber: string;
  readonly lang: Language;
}

/**
 * The view-order lookup. A mutation, not a cached query: the email and order number pair is
 * asked for once per submit and kept out of the page's cache.
 */
export const useOrderLookup = () =>
  useMutation({ mutationFn: (lookup: OrderLookup) => checkoutApi.lookupOrder(lookup) });
