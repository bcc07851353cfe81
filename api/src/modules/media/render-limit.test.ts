import { describe, expect, it } from 'vitest';
import { RenderLimit, RenderQueueFullError } from './render-limit.js';

/** A task that runs until `finish` is called, counting how many run at once. */
function gatedTasks() {
  const state = { active: 0, peak: 0, started: 0 };
  const gates: (() => void)[] = [];
  const task = async () => {
    state.active += 1;
    state.started += 1;
    state.peak = Math.max(state.peak, state.active);
    await new Promise<void>((resolve) => gates.push(resolve));
    state.active -= 1;
    return state.started;
  };
  /** Lets every task started so far finish, and waits until the next ones have started. */
  const finish = async () => {
    for (const open of gates.splice(0)) open();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { state, task, finish };
}

describe('RenderLimit', () => {
  it('runs at most maxActive tasks at once; the rest wait their turn', async () => {
    const limit = new RenderLimit(3, 20);
    const { state, task, finish } = gatedTasks();
    const results = Array.from({ length: 20 }, () => limit.run(task));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.started).toBe(3);
    while (state.started < 20) await finish();
    await finish();
    expect(await Promise.all(results)).toHaveLength(20);
    expect(state.peak).toBe(3);
  });

  it('refuses at once beyond the queue, and takes new work once a slot is free', async () => {
    const limit = new RenderLimit(1, 2);
    const { state, task, finish } = gatedTasks();
    const admitted = [limit.run(task), limit.run(task), limit.run(task)];
    await expect(limit.run(task)).rejects.toBeInstanceOf(RenderQueueFullError);
    await expect(limit.run(task)).rejects.toMatchObject({ statusCode: 503, code: 'SERVER_BUSY' });
    while (state.started < 3) await finish();
    await finish();
    expect(await Promise.all(admitted)).toEqual([1, 2, 3]);
    const later = limit.run(task);
    await finish();
    await finish();
    expect(await later).toBe(4);
    expect(state.peak).toBe(1);
  });

  it('frees the slot when a task fails', async () => {
    const limit = new RenderLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(async () => 'next')).toBe('next');
  });
});
