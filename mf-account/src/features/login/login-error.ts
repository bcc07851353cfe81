import { ApiError } from '@shop/shared-contracts';

/** Which message a failed login shows: wrong password (catalogue §8) or a general failure. */
export function toLoginErrorKey(error: unknown): 'login.wrongPassword' | 'login.failed' {
  if (!(error instanceof ApiError)) return 'login.failed';
  if (error.code === 'WRONG_PASSWORD') return 'login.wrongPassword';
  // An api without error codes answers a wrong password with a plain 400.
  return error.code === undefined && error.status === 400 ? 'login.wrongPassword' : 'login.failed';
}
