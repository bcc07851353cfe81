import { ApiError, type OrderOutcome } from '@shop/shared-contracts';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { nextPollStep, POLL_INTERVAL_MS, type PollStep } from './process-poll';

export type PollingState = PollStep | { readonly kind: 'unknown' };

/**
 * Polls the status of the order with this slug until its payment settles (`go`), the order
 * turns out not to exist (`unknown`), or polling gives up (`slow`). A null slug is unknown.
 */
export function useOrderPolling(slug: string | null): PollingState {
  const [state, setState] = useState<PollingState>({ kind: 'wait' });
  useEffect(() => {
    if (slug === null) {
      setState({ kind: 'unknown' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const poll = async () => {
      let outcome: OrderOutcome | null = null;
      try {
        outcome = (await api.orderStatus(slug, controller.signal)).outcome;
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState({ kind: 'unknown' });
          return;
        }
        // A network hiccup: keep polling, the payment may still settle.
        console.error('Polling the order status failed', error);
      }
      polls += 1;
      const step = nextPollStep(outcome, polls);
      setState(step);
      if (step.kind === 'wait') timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    setState({ kind: 'wait' });
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [slug]);
  return state;
}
