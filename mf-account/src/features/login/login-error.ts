import { ApiError } from '@shop/shared-contracts';

/** Which message a failed login shows: the server's 'Wrong password.' or a general failure. */
export function toLoginErrorKey(error: unknown): 'login.wrongPassword' | 'login.failed' {
  return error instanceof ApiError && error.status === 400 ? 'login.wrongPassword' : 'login.failed';
}
