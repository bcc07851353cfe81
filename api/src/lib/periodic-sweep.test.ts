import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPeriodicSweep } from './periodic-sweep.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A task that runs until `finish` is called, counting its runs. */
function slowTask() {
  let finish = () => {};
  const task = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { task, finish: () => finish() };
}

describe('addPeriodicSweep', () => {
  it('runs first after firstAfterMs, then every everyMs, never two runs at once', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const { task, finish } = slowTask();
    addPeriodicSweep(app, { everyMs: 1_000, firstAfterMs: 100, failure: 'sweep failed', task });
    await app.ready();
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    // Still running when the interval comes round: not started again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await app.close();
  });

  it('logs a failed run and runs again at the next turn', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const logged = vi.spyOn(app.log, 'error');
    const task = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(3);
    addPeriodicSweep(app, { everyMs: 1_000, failure: 'sweep failed', task });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, 'sweep failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('stops before the app closes, waiting for a running sweep, and starts none after', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const { task, finish } = slowTask();
    addPeriodicSweep(app, { everyMs: 1_000, failure: 'sweep failed', task });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(closed).toBe(false);
    finish();
    await closing;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
