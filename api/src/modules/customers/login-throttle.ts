import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import type { Limits } from '../../limits.js';
import { clearAttempts, uncountAttempt } from '../attempts/attempts.repository.js';
import { admitAttempt, attemptKey } from '../attempts/attempts.service.js';

export type LoginLimits = Pick<
  Limits,
  | 'loginFailuresPerAccount'
  | 'loginWindowMinutes'
  | 'loginFreeFailures'
  | 'loginDelayMs'
  | 'loginDelayMaxMs'
>;

/** How long the answer to the attempt numbered `attempt` waits when its password is wrong. */
export function failedLoginDelayMs(attempt: number, limits: LoginLimits): number {
  const paid = attempt - limits.loginFreeFailures;
  if (paid <= 0 || limits.loginDelayMs === 0) return 0;
  return Math.min(limits.loginDelayMaxMs, limits.loginDelayMs * 2 ** Math.min(paid - 1, 30));
}

function isWrongPassword(error: unknown): boolean {
  return error instanceof FieldValidationError && error.code === 'WRONG_PASSWORD';
}

/**
 * Issue 13 point 2: a login attempt counted against its email (lower case, whether or not it
 * has an account, so the answers do not tell), in the database so the limit holds across
 * processes. Counted before the password is checked, so parallel guesses cannot all pass:
 * the attempt after `loginFailuresPerAccount` within the window is refused with 429 and
 * Retry-After, even with the right password. A wrong password is answered after a delay that
 * doubles once the free failures are used; a good one clears the count.
 */
export async function throttleLogin<T>(
  db: Kysely<Database>,
  email: string,
  limits: LoginLimits,
  logIn: () => Promise<T>,
): Promise<T> {
  const key = attemptKey('login', email.trim().toLowerCase());
  const attempt = await admitAttempt(
    db,
    key,
    { max: limits.loginFailuresPerAccount, windowMs: limits.loginWindowMinutes * 60_000 },
    'failed logins for this email',
  );
  try {
    const session = await logIn();
    await clearAttempts(db, key);
    return session;
  } catch (error) {
    if (isWrongPassword(error)) {
      await sleep(failedLoginDelayMs(attempt.number, limits));
    } else {
      // Not a guess (the server failed): it must not use up the account's attempts.
      await uncountAttempt(db, key);
    }
    throw error;
  }
}
