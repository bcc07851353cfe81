import { ApiError } from '@shop/shared-contracts';

/** True when a read failed because the api does not know the thing asked for. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
