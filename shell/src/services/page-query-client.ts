import { createShopQueryClient } from '@shop/shared-contracts/react';
import type { QueryClient } from '@tanstack/react-query';
import { logListFailures } from './resources/shared-lists';

/**
 * The page's one QueryClient (docs/decisions/0007-data-layer.md), created once at start and
 * provided above the router. Remotes reach it through `QueryClientProvider`'s context
 * (`@tanstack/react-query` is a shared singleton), never by import: the shell exports nothing
 * stateful to them.
 */
export function createPageQueryClient(): QueryClient {
  const queryClient = createShopQueryClient();
  // Watches for as long as the page lives.
  logListFailures(queryClient);
  return queryClient;
}
