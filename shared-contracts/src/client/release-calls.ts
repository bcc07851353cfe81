import type {
  ReleaseActivationRequest,
  ReleaseOverrideRequest,
  ReleaseRollbackRequest,
  releaseActivationResponseSchema,
  releaseHistoryResponseSchema,
  releaseOverrideResponseSchema,
  releasesResponseSchema,
} from '../api/releases.js';
import type { RemotePackage } from '../remotes/registry.js';
import { apiCall } from './api-call.js';

/** Which part of the audit trail to read: one remote's or all, newest first. */
export interface ReleaseHistoryQuery {
  readonly remote?: RemotePackage | undefined;
  readonly limit: number;
}

// The release calls a staff member's session makes (issue 14 point 8), one export each
// (`releaseApi.name(...)`). The api takes the session cookie or a bearer login for them; uploads
// stay with the CLI and its release token.

/** Every published release with `isActive` and the gate's verdict, newest first. */
export const releases = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.get<typeof releasesResponseSchema>('/api/releases/', { signal }),
);

/** The audit trail: publish, activate, rollback and prune events, newest first. */
export const releaseHistory = /* @__PURE__ */ apiCall(
  (client) =>
    ({ remote, limit }: ReleaseHistoryQuery, signal?: AbortSignal) =>
      client.get<typeof releaseHistoryResponseSchema>('/api/releases/history/', {
        query: { remote, limit },
        signal,
      }),
);

/**
 * 409 `RELEASE_INCOMPATIBLE` (a field per problem) when the gate refuses and no `force`; 400
 * naming `reason` for `force` without one.
 */
export const activateRelease = /* @__PURE__ */ apiCall(
  (client) => (body: ReleaseActivationRequest, signal?: AbortSignal) =>
    client.post<typeof releaseActivationResponseSchema>('/api/releases/activate/', {
      body,
      signal,
    }),
);

/** 409 `NO_PREVIOUS_RELEASE` when the remote has no earlier active version. */
export const rollbackRelease = /* @__PURE__ */ apiCall(
  (client) => (body: ReleaseRollbackRequest, signal?: AbortSignal) =>
    client.post<typeof releaseActivationResponseSchema>('/api/releases/rollback/', {
      body,
      signal,
    }),
);

/**
 * Makes the calling browser run other versions (a release override, issue 14 point 5): the
 * answer sets its signed cookie and carries a link that does the same in another browser.
 */
export const signReleaseOverride = /* @__PURE__ */ apiCall(
  (client) => (body: ReleaseOverrideRequest, signal?: AbortSignal) =>
    client.post<typeof releaseOverrideResponseSchema>('/api/releases/overrides/', {
      body,
      signal,
    }),
);

export const releaseKeys = {
  /** Every release read, invalidated after an activation or a rollback. */
  all: ['releases'] as const,
  list: () => ['releases', 'list'] as const,
  history: (query: ReleaseHistoryQuery) =>
    ['releases', 'history', query.remote ?? null, query.limit] as const,
};
