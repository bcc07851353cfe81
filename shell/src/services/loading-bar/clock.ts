/** Time for the loading bar; tests drive it with fake timers. */
export interface Clock {
  now(): number;
  /** Runs `callback` after `delayMs`; the returned function cancels it. */
  schedule(callback: () => void, delayMs: number): () => void;
}

/** The page's clock, read at each call so fake timers apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(callback, delayMs) {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  },
};
