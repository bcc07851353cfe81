interface YieldingScheduler {
  readonly yield: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input; the continuation runs before
 * other queued work where the browser can (`scheduler.yield`), else after a timer. On a phone
 * each step of the start is tens of milliseconds; run as one task they were one long task (TBT,
 * issue 9).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
