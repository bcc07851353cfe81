import { queryOptions } from '@tanstack/react-query';
import type { PayLaterProvider } from '../api/checkout.js';
import { checkoutKeys } from '../client/checkout-calls.js';
import type { Language } from '../market/languages.js';
import { checkoutApi } from './shop-api-instance.js';

/**
 * TanStack Query options of the checkout calls: each read's key from `checkoutKeys` and its
 * query function on the same-origin api. Features wrap them in `useQuery` / `useMutation`; the
 * view-order lookup (an email and order number pair) is a mutation, never cached.
 */
export const checkoutQueries = {
  orderBySlug: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: checkoutKeys.orderBySlug(slug, lang),
      queryFn: ({ signal }) => checkoutApi.orderBySlug(slug, lang, signal),
    }),
  /** Polled by the order-process page, which sets its own interval and limit. */
  orderStatus: (slug: string) =>
    queryOptions({
      queryKey: checkoutKeys.orderStatus(slug),
      queryFn: ({ signal }) => checkoutApi.orderStatus(slug, signal),
    }),
  payLaterConfirm: (provider: PayLaterProvider, providerOrderId: string) =>
    queryOptions({
      queryKey: checkoutKeys.payLaterConfirm(provider, providerOrderId),
      queryFn: ({ signal }) => checkoutApi.confirmPayLater(provider, providerOrderId, signal),
    }),
  deliveryMethods: (country: string, lang: Language) =>
    queryOptions({
      queryKey: checkoutKeys.deliveryMethods(country, lang),
      queryFn: ({ signal }) => checkoutApi.deliveryMethods(country, lang, signal),
    }),
};
