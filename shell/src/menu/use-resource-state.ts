import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ResourceFetcher, ResourceState } from '../services/resources/resource-fetcher';

/**
 * A resource list's state in React, fetching it when needed (the fetcher fetches at most once,
 * platform §4). `retry` starts the fetch again after a failure.
 */
export function useResourceState<Data>(fetcher: ResourceFetcher<Data>) {
  const state: ResourceState<Data> = useSyncExternalStore(
    fetcher.subscribe,
    fetcher.current,
    fetcher.current,
  );
  const retry = useCallback(() => {
    // The fetcher keeps the failure as status FAILED, which the menu shows with a retry.
    fetcher.fetch().catch((error: unknown) => console.error('Mobile menu: loading failed', error));
  }, [fetcher]);
  useEffect(() => retry(), [retry]);
  return { ...state, retry };
}
