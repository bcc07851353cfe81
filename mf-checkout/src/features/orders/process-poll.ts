import type { OrderOutcome } from '@shop/shared-contracts';
import { isUnknownOrder } from './order-outcome';

/** How often the order-process page asks for the order's status. */
export const POLL_INTERVAL_MS = 2000;
/** About two minutes of polling before the page says it is taking long (and stops). */
export const MAX_POLLS = 60;

export type PollStep =
  | { readonly kind: 'go'; readonly outcome: Exclude<OrderOutcome, 'pending'> }
  | { readonly kind: 'wait' }
  | { readonly kind: 'slow' }
  | { readonly kind: 'unknown' };

/** What the rule reads of the status query's state (TanStack Query's `QueryState`). */
export interface PollState {
  readonly data: { readonly outcome: OrderOutcome } | undefined;
  readonly error: unknown;
  readonly dataUpdateCount: number;
  readonly errorUpdateCount: number;
}

/**
 * Where the order-process page stands after its polls: the order does not exist (a 400 or 404
 * answer), its payment has settled (go to the outcome page), or it is still pending, until
 * `MAX_POLLS` polls have been made. A failed poll (network, 5xx) counts as still pending.
 */
export function readPollStep(state: PollState): PollStep {
  if (isUnknownOrder(state.error)) return { kind: 'unknown' };
  const outcome = state.data?.outcome;
  if (outcome !== undefined && outcome !== 'pending') return { kind: 'go', outcome };
  return state.dataUpdateCount + state.errorUpdateCount >= MAX_POLLS
    ? { kind: 'slow' }
    : { kind: 'wait' };
}

/** The status query's `refetchInterval`: poll again while waiting, `false` stops polling. */
export function nextPollInterval(state: PollState): number | false {
  return readPollStep(state).kind === 'wait' ? POLL_INTERVAL_MS : false;
}
