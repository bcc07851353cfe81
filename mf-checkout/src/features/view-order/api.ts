import { checkoutApi, type Language } from '@shop/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export interface OrderLookup {
  readonly email: string;
  readonly orderNumber: string;
  readonly lang: Language;
  /** The one-time code mailed to the order's address, once the api asked for one. */
  readonly code?: string;
}

/**
 * The view-order lookup. A mutation, not a cached query: the email and order number pair is
 * asked for once per submit and kept out of the page's cache.
 */
export const useOrderLookup = () =>
  useMutation({ mutationFn: (lookup: OrderLookup) => checkoutApi.lookupOrder(lookup) });

/** Mails a one-time lookup code to the order's address (answered alike whether one matched). */
export const useOrderLookupCode = () =>
  useMutation({
    mutationFn: (lookup: Omit<OrderLookup, 'code'>) => checkoutApi.requestOrderLookupCode(lookup),
  });
