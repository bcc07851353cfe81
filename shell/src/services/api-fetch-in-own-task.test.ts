import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetchInOwnTask } from './api-fetch-in-own-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApiFetchInOwnTask', () => {
  it('starts each call after the task that made it, in the order made', async () => {
    const started: string[] = [];
    const fetch = vi.fn(async (input: string) => {
      started.push(input);
      return new Response('{}');
    });
    const apiFetch = createApiFetchInOwnTask(fetch);
    const first = apiFetch('/api/a/');
    const second = apiFetch('/api/b/', { method: 'POST' });
    expect(fetch).not.toHaveBeenCalled();
    await Promise.all([first, second]);
    expect(started).toEqual(['/api/a/', '/api/b/']);
    expect(fetch).toHaveBeenLastCalledWith('/api/b/', { method: 'POST' });
  });

  it("yields with the browser's scheduler where it has one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    const fetch = vi.fn(async () => new Response('{}'));
    await createApiFetchInOwnTask(fetch)('/api/a/');
    expect(yieldToMain).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('passes on what the fetch answers or throws', async () => {
    const answer = new Response('{}', { status: 404 });
    await expect(createApiFetchInOwnTask(async () => answer)('/api/a/')).resolves.toBe(answer);
    const failure = new TypeError('Failed to fetch');
    await expect(
      createApiFetchInOwnTask(async () => Promise.reject(failure))('/api/a/'),
    ).rejects.toBe(failure);
  });
});
