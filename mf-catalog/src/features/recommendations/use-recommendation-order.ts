import {
  catalogueApi,
  catalogueKeys,
  DEFAULT_CATEGORY_STRATEGY,
  deleteItem,
  getBrowserStorage,
  RECOMMENDATION_STRATEGIES,
  type RecommendationOrder,
  type RecommendationStrategy,
  readItem,
  type StorageLike,
  VISITOR_ID_PATTERN,
  writeItem,
} from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** Where the browser keeps its visitor id for the recommendation service (catalogue §7). */
export const VISITOR_ID_KEY = 'recommendationVisitorId';

/** The stored visitor id, created on first use; none on the server. */
export function visitorId(storage: StorageLike): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const stored = readItem(storage, VISITOR_ID_KEY);
  if (stored && VISITOR_ID_PATTERN.test(stored)) return stored;
  const created = crypto.randomUUID();
  writeItem(storage, VISITOR_ID_KEY, created);
  return created;
}

/**
 * Asks the recommendation service for a category's order (catalogue §7). On failure the stored
 * visitor id is removed and the order is empty, so the list keeps its default order (§8: silent).
 */
export async function fetchRecommendationOrder(
  strategy: RecommendationStrategy,
  path: string,
  storage: StorageLike,
  signal?: AbortSignal,
): Promise<readonly number[]> {
  const cookieId = visitorId(storage);
  try {
    const { ids } = await catalogueApi.recommendationOrder(
      {
        method: 'sort',
        origin: 'category',
        strategy,
        path,
        ...(cookieId ? { cookie_id: cookieId } : {}),
      },
      signal,
    );
    return ids;
  } catch (error) {
    if (signal?.aborted) throw error;
    deleteItem(storage, VISITOR_ID_KEY);
    console.warn('The recommendation order is not available', error);
    return [];
  }
}

function toStrategy(setting: string | undefined): RecommendationStrategy {
  return (RECOMMENDATION_STRATEGIES as readonly string[]).includes(setting ?? '')
    ? (setting as RecommendationStrategy)
    : DEFAULT_CATEGORY_STRATEGY;
}

/**
 * A category's recommendation order (none until the group's path is known), by the shop's
 * category strategy (the general setting
 * `frosmo_category_strategy`). The key leaves the visitor id out: the server's render and the
 * browser share one answer, so hydration asks nothing again. Undefined while it is coming; null
 * when the strategy answered no order (a failure answers the empty order), else the order for
 * the list request, which the api applies with the same ranking (the ids of a large category do
 * not fit a cacheable request).
 */
export function useRecommendationOrder(
  path: string | undefined,
): RecommendationOrder | null | undefined {
  const strategy = toStrategy(useBusState('settings:changed')?.settings.frosmoCategoryStrategy);
  const order = useQuery({
    queryKey: catalogueKeys.recommendationOrder(strategy, path ?? ''),
    queryFn: ({ signal }) =>
      fetchRecommendationOrder(strategy, path ?? '', getBrowserStorage(), signal),
    enabled: Boolean(path),
    staleTime: 60_000,
  });
  const hasOrder = order.data === undefined ? undefined : order.data.length > 0;
  return useMemo(() => {
    if (hasOrder === undefined) return undefined;
    return hasOrder && path ? { strategy, path } : null;
  }, [hasOrder, strategy, path]);
}
