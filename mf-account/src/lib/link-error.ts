import { ApiError } from '@shop/shared-contracts';

/** Why an emailed link did not work: it expired or was used, or it never existed. */
export type LinkFailure = 'expired' | 'notFound' | 'failed';

/** By the error's stable code; by its status when the api named no code this client knows. */
export function toLinkFailure(error: unknown): LinkFailure {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.code) {
    case 'REQUEST_EXPIRED':
      return 'expired';
    case 'LINK_NOT_FOUND':
    case 'INVALID_REMINDER_LINK':
    case 'VALIDATION_FAILED':
      return 'notFound';
    case undefined:
      if (error.status === 410) return 'expired';
      return error.status === 404 || error.status === 400 ? 'notFound' : 'failed';
    default:
      return 'failed';
  }
}
