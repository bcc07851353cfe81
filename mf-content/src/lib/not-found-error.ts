import { ApiError } from '@shop/shared-contracts';
import type { QueryState } from '@shop/shared-contracts/react';

/** True when a query failed because the api does not know the thing asked for. */
export function isNotFound(state: QueryState<unknown>): boolean {
  return state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
}
