import { ApiError } from '@shop/shared-contracts';

/**
 * Which message a failed login shows: wrong password (catalogue §8), too many attempts (the
 * api's 429 for the email or the address), or a general failure.
 */
export function toLoginErrorKey(
  error: unknown,
): 'login.wrongPassword' | 'login.throttled' | 'login.failed' {
  if (!(error instanceof ApiError)) return 'login.failed';
  if (error.status === 429) return 'login.throttled';
  if (error.code === 'WRONG_PASSWORD') return 'login.wrongPassword';
  // An api without error codes answers a wrong password with a plain 400.
  return error.code === undefined && error.status === 400 ? 'login.wrongPassword' : 'login.failed';
}
