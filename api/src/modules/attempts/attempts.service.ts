import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError, TooManyRequestsError } from '../../lib/http-errors.js';
import {
  type AttemptLimit,
  type CountedAttempt,
  countAttempt,
  uncountAttempt,
} from './attempts.repository.js';

type Db = Kysely<Database>;

/** The stored key of what is counted: its kind and a SHA-256 of its parts, never the parts. */
export function attemptKey(kind: string, ...parts: readonly string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\n')).digest('hex')}`;
}

/** A 429 for a key that used its attempts; the route sends `retryAfterSeconds` as Retry-After. */
export class AttemptsExceededError extends TooManyRequestsError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    super('TOO_MANY_REQUESTS', `Too many ${what}; try again in ${retryAfterSeconds} s.`);
  }
}

/**
 * Counts one attempt of the key before it is made and refuses it (429) when it is one more
 * than the limit allows; `what` names the attempts in the message ('failed logins').
 */
export async function admitAttempt(
  db: Db,
  key: string,
  limit: AttemptLimit,
  what: string,
): Promise<CountedAttempt> {
  const attempt = await countAttempt(db, key, limit);
  if (attempt.number > limit.max) {
    throw new AttemptsExceededError(Math.max(1, attempt.secondsLeft), what);
  }
  return attempt;
}

/**
 * Runs a lookup as an attempt of the key: a miss (its `NotFoundError`) stays counted, a find
 * is taken back, so only misses use up the limit and finding one's own order resets nothing.
 */
export async function limitMisses<T>(
  db: Db,
  key: string,
  limit: AttemptLimit,
  what: string,
  lookUp: () => Promise<T>,
): Promise<T> {
  await admitAttempt(db, key, limit, what);
  try {
    const found = await lookUp();
    await uncountAttempt(db, key);
    return found;
  } catch (error) {
    if (!(error instanceof NotFoundError)) await uncountAttempt(db, key);
    throw error;
  }
}

/** A route's work; a refused attempt's 429 gets its `retry-after` header (seconds). */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AttemptsExceededError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}
