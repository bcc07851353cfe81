import { queryOptions } from '@tanstack/react-query';
import * as releaseApi from '../client/release-calls.js';
import { type ReleaseHistoryQuery, releaseKeys } from '../client/release-calls.js';

/** The release calls on the same-origin api with the browser's session (the staff page). */
export { releaseApi };

/**
 * TanStack Query options of the release reads (the staff release page): each key from
 * `releaseKeys` and its query function on `releaseApi`.
 */
export const releaseQueries = {
  list: () =>
    queryOptions({
      queryKey: releaseKeys.list(),
      queryFn: ({ signal }) => releaseApi.releases(signal),
    }),
  history: (query: ReleaseHistoryQuery) =>
    queryOptions({
      queryKey: releaseKeys.history(query),
      queryFn: ({ signal }) => releaseApi.releaseHistory(query, signal),
    }),
};
