/** How often and how long to retry. */
export interface RetryOptions {
  /** Further calls after the first one fails. */
  readonly retries: number;
  readonly intervalMs: number;
}

/** Platform §9: the tab hash scroll retries 100 times every 50 ms. */
export const HASH_SCROLL_RETRY: RetryOptions = { retries: 100, intervalMs: 50 };

/**
 * Calls `attempt` now and again every `intervalMs` until it returns true or the retries are
 * used up. Returns a function that cancels the pending retry.
 */
export function retryUntil(attempt: () => boolean, { retries, intervalMs }: RetryOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retriesLeft = retries;
  const run = () => {
    if (attempt() || retriesLeft === 0) return;
    retriesLeft -= 1;
    timer = setTimeout(run, intervalMs);
  };
  run();
  return () => clearTimeout(timer);
}
