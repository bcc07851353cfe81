import { type Clock, systemClock } from './clock';
import {
  estimateProgress,
  IDLE_LOADING_BAR,
  LOADING_BAR_DEFAULTS,
  type LoadingBarOptions,
  type LoadingBarState,
  PROGRESS_TICK_MS,
} from './loading-bar';

type Phase = 'idle' | 'throttled' | 'loading' | 'closing';
type Listener = (state: LoadingBarState) => void;

/**
 * The page loading bar of platform §2: `start` shows it after the throttle, the progress is
 * estimated over the duration, `finish` fills it, hides it after a delay and resets it after
 * another; `error` does the same in the error colour.
 */
export function createLoadingBar(
  options: Partial<LoadingBarOptions> = {},
  clock: Clock = systemClock,
) {
  const config = { ...LOADING_BAR_DEFAULTS, ...options };
  let state = IDLE_LOADING_BAR;
  let phase: Phase = 'idle';
  let startedAt = 0;
  let cancelTimer: () => void = () => undefined;
  const listeners = new Set<Listener>();
  const update = (next: LoadingBarState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const wait = (delayMs: number, callback: () => void) => {
    cancelTimer();
    cancelTimer = clock.schedule(callback, delayMs);
  };

  function tick(): void {
    phase = 'loading';
    const progress = estimateProgress(clock.now() - startedAt, config.durationMs);
    update({ isVisible: true, progress, isError: false });
    wait(PROGRESS_TICK_MS, tick);
  }

  function close(isError: boolean): void {
    phase = 'closing';
    update({ isVisible: true, progress: 100, isError });
    wait(config.hideDelayMs, () => {
      update({ ...state, isVisible: false });
      wait(config.resetDelayMs, () => {
        phase = 'idle';
        update(IDLE_LOADING_BAR);
      });
    });
  }

  return {
    options: config,
    current: (): LoadingBarState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A load began; a load already under way keeps its progress. */
    start(): void {
      if (phase === 'throttled' || phase === 'loading') return;
      startedAt = clock.now();
      // A bar still on screen from the last load continues at once instead of flickering.
      if (state.isVisible) {
        tick();
        return;
      }
      phase = 'throttled';
      wait(config.throttleMs, tick);
    },
    /** The load ended: a bar never shown stays hidden (platform §9 throttle). */
    finish(): void {
      if (phase === 'throttled') {
        cancelTimer();
        phase = 'idle';
      } else if (phase === 'loading') close(false);
    },
    /** The load failed: the bar fills in the error colour, even for a short load. */
    error(): void {
      if (phase === 'throttled' || phase === 'loading') close(true);
    },
    dispose(): void {
      cancelTimer();
      listeners.clear();
    },
  };
}

export type LoadingBar = ReturnType<typeof createLoadingBar>;
