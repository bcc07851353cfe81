import type { FastifyInstance } from 'fastify';

export interface SweepOptions {
  /** How often the sweep runs once the app is ready. */
  readonly everyMs: number;
  /** A first run this soon after the app is ready, before the first `everyMs` has passed. */
  readonly firstAfterMs?: number;
  /** A first run this soon after the server listens (never before its first answers). */
  readonly firstAfterListeningMs?: number;
  /** What the log says when a run fails. */
  readonly failure: string;
  /** What the sweep does; what it answers is not used. */
  readonly task: () => Promise<unknown>;
}

/**
 * Runs `task` now and then while the app is up, in every process that serves it: one run at a
 * time (a slow run is not joined by the next), a failed run logged and retried at the next
 * turn. The timers alone never keep the process alive, and they stop before the database closes
 * (its `onClose` hook): no run starts then, and a running one finishes first.
 */
export function addPeriodicSweep(
  app: FastifyInstance,
  { everyMs, firstAfterMs, firstAfterListeningMs, failure, task }: SweepOptions,
): void {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => {
        app.log.error({ err: error }, failure);
      })
      .finally(() => {
        running = undefined;
      });
  };
  let timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers = [setInterval(run, everyMs)];
    if (firstAfterMs !== undefined) timers.push(setTimeout(run, firstAfterMs));
    for (const timer of timers) timer.unref();
  });
  if (firstAfterListeningMs !== undefined) {
    app.addHook('onListen', async () => {
      const timer = setTimeout(run, firstAfterListeningMs);
      timer.unref();
      timers.push(timer);
    });
  }
  app.addHook('preClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}
