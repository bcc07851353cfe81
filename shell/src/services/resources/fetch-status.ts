import { ApiError } from '@shop/shared-contracts';

/** Platform §4 resource-list fetch status. */
export type FetchStatus = 'UNSET' | 'PENDING' | 'DONE' | 'FAILED';

/**
 * What a failed fetch does (platform §8): `log` only logs, `rethrow` rejects with the error,
 * `error-page` logs and rejects with the 500 error the error screen shows.
 */
export type FailurePolicy = 'log' | 'rethrow' | 'error-page';

/** Platform §8: the message of the error page after a resources failure. */
export const RESOURCES_FAILED_MESSAGE = 'Failed to fetch resources, try again later.';

/** A status change: the fetch started, the data arrived or the fetch failed. */
export type FetchStep = 'start' | 'success' | 'failure';

/** Platform §4: a fetch starts only from UNSET or FAILED; otherwise it is not repeated. */
export function canStartFetch(status: FetchStatus): boolean {
  return status === 'UNSET' || status === 'FAILED';
}

/** The status after a step; a step that does not apply leaves the status as it is. */
export function nextFetchStatus(status: FetchStatus, step: FetchStep): FetchStatus {
  if (step === 'start') return canStartFetch(status) ? 'PENDING' : status;
  if (status !== 'PENDING') return status;
  return step === 'success' ? 'DONE' : 'FAILED';
}

/**
 * Applies the platform §8 failure behaviour of `policy` to a failed fetch of `name`: logs it
 * unless rethrown as is, and throws unless the policy is `log`.
 */
export function handleFetchFailure(name: string, error: unknown, policy: FailurePolicy): void {
  if (policy === 'rethrow') throw error;
  console.error(`Failed to fetch ${name}`, error);
  if (policy === 'error-page') throw new ApiError(500, RESOURCES_FAILED_MESSAGE, [], error);
}
