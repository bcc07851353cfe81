import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * `useQuery` that logs a failed read once (platform §8: a failed static page or tab list is
 * logged; the other content reads are logged alike), as `Loading store|atlantis|en failed`.
 */
export function useLoggedQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
): UseQueryResult<Data, Error> {
  const query = useQuery(options);
  const { error } = query;
  const what = describeKey(options.queryKey);
  useEffect(() => {
    if (error) console.error(`Loading ${what} failed`, error);
  }, [error, what]);
  return query;
}

/**
 * A key without its API group (and a shared key without its contracts line), e.g.
 * `['content', 'store', 'atlantis', 'en']` → `store|atlantis|en`.
 */
export function describeKey(key: QueryKey): string {
  return key
    .slice(key[0] === 'shared' ? 2 : 1)
    .map((part) =>
      typeof part === 'object' && part !== null ? JSON.stringify(part) : String(part),
    )
    .join('|');
}
