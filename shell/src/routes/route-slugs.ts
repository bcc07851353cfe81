import type { RouteSlugsResponse } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** Starts reading the slugs dynamic routes are made of at start (platform §2). */
export function prefetchRouteSlugs(queryClient: QueryClient): void {
  queryClient.fetchQuery(sharedQueries.routeSlugs()).catch((error: unknown) => {
    console.error('Route slugs could not be loaded; dynamic routes are not added', error);
  });
}

/**
 * The route slugs: undefined while they load, null when the read failed. Platform §8: a failed
 * read is not tried again on the page (no dynamic route exists, those paths are 404s).
 */
export function useRouteSlugs(): RouteSlugsResponse | null | undefined {
  const slugs = useQuery({ ...sharedQueries.routeSlugs(), retryOnMount: false });
  if (slugs.status === 'error') return null;
  return slugs.data;
}
