import { describe, expect, it } from 'vitest';
import { RenderLimit, RenderQueueFullError, RenderShareFullError } from './render-limit.js';

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

const OWNER = '203.0.113.1';

describe('RenderLimit', () => {
  it('runs at most maxActive tasks at once; the rest wait their turn', async () => {
    const limit = new RenderLimit({ maxActive: 3, maxQueued: 20, maxPerOwner: 20 });
    const { state, task, finish } = gatedTasks();
    const results = Array.from({ length: 20 }, () => limit.run(OWNER, task));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.started).toBe(3);
    while (state.started < 20) await finish();
    await finish();
    expect(await Promise.all(results)).toHaveLength(20);
    expect(state.peak).toBe(3);
  });

  it('refuses at once beyond the queue, and takes new work once a slot is free', async () => {
    const limit = new RenderLimit({ maxActive: 1, maxQueued: 2, maxPerOwner: 5 });
    const { state, task, finish } = gatedTasks();
    const admitted = [limit.run(OWNER, task), limit.run(OWNER, task), limit.run(OWNER, task)];
    await expect(limit.run(OWNER, task)).rejects.toBeInstanceOf(RenderQueueFullError);
    await expect(limit.run(OWNER, task)).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVER_BUSY',
    });
    while (state.started < 3) await finish();
    await finish();
    expect(await Promise.all(admitted)).toEqual([1, 2, 3]);
    const later = limit.run(OWNER, task);
    await finish();
    await finish();
    expect(await later).toBe(4);
    expect(state.peak).toBe(1);
  });

  it('frees the slot when a task fails', async () => {
    const limit = new RenderLimit({ maxActive: 1, maxQueued: 0, maxPerOwner: 1 });
    await expect(limit.run(OWNER, () => Promise.reject(new Error('broken')))).rejects.toThrow(
      'broken',
    );
    expect(await limit.run(OWNER, async () => 'next')).toBe('next');
  });

  it('lets one owner hold only its share, so others still get a place in the queue', async () => {
    const limit = new RenderLimit({ maxActive: 1, maxQueued: 8, maxPerOwner: 3 });
    const { state, task, finish } = gatedTasks();
    const greedy = Array.from({ length: 3 }, () => limit.run(OWNER, task));
    for (let extra = 0; extra < 5; extra += 1) {
      await expect(limit.run(OWNER, task)).rejects.toBeInstanceOf(RenderShareFullError);
    }
    await expect(limit.run(OWNER, task)).rejects.toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    const other = limit.run('198.51.100.7', task);
    expect(limit.size).toEqual({ active: 1, queued: 3, owners: 2 });
    while (state.started < 4) await finish();
    await finish();
    expect(await Promise.all([...greedy, other])).toHaveLength(4);
    // The share is given back as the renderings end.
    expect(limit.size).toEqual({ active: 0, queued: 0, owners: 0 });
    const again = limit.run(OWNER, task);
    await finish();
    await finish();
    expect(await again).toBe(5);
  });
});
