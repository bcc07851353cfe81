/** How the loading bar looks and times itself. */
export interface LoadingBarOptions {
  /** Estimated duration of a load, over which the progress grows. */
  readonly durationMs: number;
  /** Loads shorter than this never show the bar. */
  readonly throttleMs: number;
  /** How long the full bar stays before it hides. */
  readonly hideDelayMs: number;
  /** How long after hiding the progress goes back to 0. */
  readonly resetDelayMs: number;
  readonly heightPx: number;
  readonly color: string;
  readonly errorColor: string;
}

/** Platform §9 loading bar defaults; the colours are the shell's theme variables. */
export const LOADING_BAR_DEFAULTS: LoadingBarOptions = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  color: 'var(--shop-green)',
  errorColor: 'var(--shop-error)',
};

/** What the bar shows. */
export interface LoadingBarState {
  readonly isVisible: boolean;
  /** 0 to 100. */
  readonly progress: number;
  readonly isError: boolean;
}

export const IDLE_LOADING_BAR: LoadingBarState = { isVisible: false, progress: 0, isError: false };

/** How often the estimated progress is advanced. */
export const PROGRESS_TICK_MS = 100;

/** The estimate never reaches 100 on its own: only `finish` completes the bar. */
const MAX_ESTIMATE = 99;

/**
 * Estimated progress after `elapsedMs` of a load expected to take `durationMs`: fast at first
 * and slowing, at about 95 % after the expected duration.
 */
export function estimateProgress(elapsedMs: number, durationMs: number): number {
  const estimate = 100 * (1 - Math.exp((-3 * elapsedMs) / durationMs));
  return Math.min(MAX_ESTIMATE, Math.max(0, estimate));
}
