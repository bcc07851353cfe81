import { createShopQueryClient } from '@shop/shared-contracts/react';
import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';

/** What the fake api answers to one call: a status and, for a 2xx, its JSON body. */
export interface FakeAnswer {
  readonly status: number;
  readonly body?: unknown;
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const failure = (status = 500): FakeAnswer => ({ status, body: { message: 'Failed' } });

/**
 * The same-origin api behind a stubbed `fetch`: each path (`/api/resources/`) answers its queued
 * answers in turn, the last one again and again; the calls are counted by path. The queries of
 * `sharedQueries` run unchanged against it, parsing with the contract schemas.
 */
export function stubFakeApi(answers: Record<string, readonly FakeAnswer[]>) {
  const queues = new Map(Object.entries(answers).map(([path, queue]) => [path, [...queue]]));
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    calls.push(path);
    const queue = queues.get(path) ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404 };
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    callsTo: (path: string) => calls.filter((called) => called === path).length,
    /** Queues the answers a path gives from now on. */
    answer: (path: string, ...next: FakeAnswer[]) => void queues.set(path, next),
  };
}

/** The shop's QueryClient as the shell creates it, retrying without the wait between tries. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createShopQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return queryClient;
}
