import type { OrderOutcome } from '@shop/shared-contracts';

/** How often the order-process page asks for the order's status. */
export const POLL_INTERVAL_MS = 2000;
/** About two minutes of polling before the page says it is taking long (and stops). */
export const MAX_POLLS = 60;

export type PollStep =
  | { readonly kind: 'go'; readonly outcome: Exclude<OrderOutcome, 'pending'> }
  | { readonly kind: 'wait' }
  | { readonly kind: 'slow' };

/**
 * What the process page does after a poll: go to the outcome page once the payment has
 * settled; otherwise poll again, until `MAX_POLLS` polls have been made. A failed poll (network)
 * counts as still pending.
 */
export function nextPollStep(outcome: OrderOutcome | null, pollsMade: number): PollStep {
  if (outcome !== null && outcome !== 'pending') return { kind: 'go', outcome };
  return pollsMade >= MAX_POLLS ? { kind: 'slow' } : { kind: 'wait' };
}
