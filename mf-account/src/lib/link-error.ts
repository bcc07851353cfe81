import { ApiError } from '@shop/shared-contracts';

/** Why an emailed link did not work: it expired or was used (410), or it never existed (404). */
export type LinkFailure = 'expired' | 'notFound' | 'failed';

export function toLinkFailure(error: unknown): LinkFailure {
  if (error instanceof ApiError && error.status === 410) return 'expired';
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return 'notFound';
  }
  return 'failed';
}
