import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import type { Limits } from '../../limits.js';
import { clearAttempts, countAttempt, readAttempts } from '../attempts/attempts.repository.js';
import { AttemptsExceededError, attemptKey } from '../attempts/attempts.service.js';

export type LoginLimits = Pick<
  Limits,
  | 'loginFailuresPerAccount'
  | 'loginFailuresAccountCeiling'
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

/**
 * How long a wrong password's answer waits: by the address's failures, or the longest delay
 * once the email's failures from all addresses are past the ceiling.
 */
export function wrongPasswordDelayMs(
  failures: { readonly fromAddress: number; readonly fromAll: number },
  limits: LoginLimits,
): number {
  return failures.fromAll > limits.loginFailuresAccountCeiling
    ? limits.loginDelayMaxMs
    : failedLoginDelayMs(failures.fromAddress, limits);
}

function isWrongPassword(error: unknown): boolean {
  return error instanceof FieldValidationError && error.code === 'WRONG_PASSWORD';
}

/**
 * Failed logins are counted in the database (so the limits hold across processes), against the
 * email in lower case whether or not it has an account (the answers do not tell), twice:
 *
 * - per email and address: the attempt after `loginFailuresPerAccount` failures within the
 *   window, from that address, is refused with 429 and Retry-After. Someone else's guesses
 *   never lock the owner out of their own address (ASVS: throttling that prevents malicious
 *   lockout).
 * - per email: past `loginFailuresAccountCeiling` failures from all addresses, every wrong
 *   password waits `loginDelayMaxMs`; the right one is answered at once.
 *
 * Only failures count, after the password was checked, so right passwords, however many at
 * once, never meet a 429 here. Guesses in parallel from one address are bounded by the
 * per-address login throttle (`LOGINS_PER_MINUTE`). A wrong password is answered after a delay
 * that doubles once the free failures are used; a good one clears the address's count.
 */
export async function throttleLogin<T>(
  db: Kysely<Database>,
  { email, address }: { readonly email: string; readonly address: string },
  limits: LoginLimits,
  logIn: () => Promise<T>,
): Promise<T> {
  const account = email.trim().toLowerCase();
  const pairKey = attemptKey('login', account, address);
  const accountKey = attemptKey('login-account', account);
  const window = limits.loginWindowMinutes * 60_000;
  const failures = await readAttempts(db, pairKey);
  if (failures.number >= limits.loginFailuresPerAccount) {
    throw new AttemptsExceededError(
      Math.max(1, failures.secondsLeft),
      'failed logins for this email',
    );
  }
  try {
    const session = await logIn();
    await clearAttempts(db, pairKey);
    return session;
  } catch (error) {
    // Only a wrong password is a guess; a server failure uses up nothing.
    if (!isWrongPassword(error)) throw error;
    const [pair, all] = await Promise.all([
      countAttempt(db, pairKey, { max: limits.loginFailuresPerAccount, windowMs: window }),
      countAttempt(db, accountKey, { max: limits.loginFailuresAccountCeiling, windowMs: window }),
    ]);
    await sleep(wrongPasswordDelayMs({ fromAddress: pair.number, fromAll: all.number }, limits));
    throw error;
  }
}
