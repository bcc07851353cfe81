import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../client/api-error.js';

/** A read is retried once when the api or the network failed, never for a 4xx answer. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The page's one QueryClient, created by the shell (a standalone remote creates its own): reads
 * are fresh for a minute, are not refetched on window focus (a shop page keeps what it shows
 * until the shopper acts), retry once on 5xx or network failure, and writes are never retried
 * (a mutation that moves money or stock is made idempotent by the server, not repeated here).
 * See docs/decisions/0007-data-layer.md.
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryRead,
      },
      mutations: { retry: false },
    },
  });
}
