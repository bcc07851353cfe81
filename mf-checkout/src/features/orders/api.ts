import type { Language, PayLaterProvider } from '@shop/shared-contracts';
import { checkoutQueries } from '@shop/shared-contracts/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nextPollInterval, type PollStep, readPollStep } from './process-poll';

/** The order of a payment-outcome page, by its `{orderNumber}/{token}` slug. */
export const useOrderBySlug = (slug: string, language: Language) =>
  useQuery(checkoutQueries.orderBySlug(slug, language));

/** Where a pay-later provider's order id leads: the shop order's slug and outcome. */
export const usePayLaterConfirm = (provider: PayLaterProvider, providerOrderId: string) =>
  useQuery(checkoutQueries.payLaterConfirm(provider, providerOrderId));

/**
 * Polls the status of the order with this slug until its payment settles (`go`), the order
 * turns out not to exist (`unknown`), or polling gives up (`slow`); see `readPollStep`.
 * A null slug is unknown and asks nothing.
 */
export function useOrderStatusPolling(slug: string | null): PollStep {
  const options = checkoutQueries.orderStatus(slug ?? '');
  useQuery({
    ...options,
    enabled: slug !== null,
    // One request per poll: the next poll is the retry, and counts towards the limit.
    retry: false,
    // A later visit polls afresh instead of inheriting this visit's count.
    gcTime: 0,
    refetchInterval: (query) => nextPollInterval(query.state),
    // The shopper may switch tabs while the bank confirms; keep polling.
    refetchIntervalInBackground: true,
    // Re-render on every poll: the step depends on the number of polls, not only the data.
    notifyOnChangeProps: 'all',
  });
  const state = useQueryClient().getQueryState(options.queryKey);
  if (slug === null) return { kind: 'unknown' };
  return state ? readPollStep(state) : { kind: 'wait' };
}
