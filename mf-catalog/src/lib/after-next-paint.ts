/** The longest a deferred call waits when no frame comes (a hidden tab draws none). */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Runs `callback` once the browser has painted the current update: the frame first, then a task
 * of its own, so what an input showed reaches the screen before heavier work starts (INP).
 */
export function afterNextPaint(callback: () => void): void {
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    clearTimeout(fallback);
    callback();
  };
  const fallback = setTimeout(run, NO_FRAME_FALLBACK_MS);
  requestAnimationFrame(() => setTimeout(run, 0));
}
