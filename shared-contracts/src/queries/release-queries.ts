import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '../client/api-client.js';
import { type ReleaseHistoryQuery, releaseCalls, releaseKeys } from '../client/release-calls.js';

/**
 * The release calls on the same-origin api with the browser's session. Not beside the other
 * areas in `shop-api-instance.ts`: their module is in the chunk every page loads, and only the
 * staff release page calls these.
 */
export const releaseApi = /* @__PURE__ */ releaseCalls(/* @__PURE__ */ createApiClient());

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
