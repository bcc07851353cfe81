import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../lib/http-errors.js';
import type { Limits } from '../limits.js';

/**
 * What a per-address throttle guards: a public write (`frequent` ones, such as checkout
 * validation and cart saves, get 4× the budget), a login, an order lookup, a media request the
 * disk cache cannot answer, a read of the catalogue's lists.
 */
export type ThrottleKind = 'write' | 'frequent' | 'login' | 'order-lookup' | 'media' | 'list-read';
export type WriteKind = Extract<ThrottleKind, 'write' | 'frequent'>;

export interface Throttle {
  readonly max: number;
  readonly timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every limit of the api (src/limits.ts), for the counters kept in the database. */
    limits: Limits;
    /** The per-address throttle a route passes as `config: { rateLimit }`. */
    throttle(kind: ThrottleKind): Throttle;
    /** `throttle` for the public writes, `write` unless told otherwise. */
    writeThrottle(kind?: WriteKind): Throttle;
  }
}

const MINUTE_MS = 60_000;

function maxPerMinute(limits: Limits, kind: ThrottleKind): number {
  switch (kind) {
    case 'write':
      return limits.writesPerMinute;
    case 'frequent':
      return limits.writesPerMinute * 4;
    case 'login':
      return limits.loginsPerMinute;
    case 'order-lookup':
      return limits.orderLookupsPerMinute;
    case 'media':
      return limits.mediaPerMinute;
    case 'list-read':
      return limits.listReadsPerMinute;
  }
}

/**
 * Per-route throttles keyed by client address (`@fastify/rate-limit`, in memory per process;
 * the address is the proxy's `X-Forwarded-For` only with `TRUST_PROXY`). Nothing is throttled
 * unless a route opts in with `config: { rateLimit: app.throttle(kind) }`; the 429 is the api's
 * usual error body with the code `TOO_MANY_REQUESTS` and a `retry-after` header in seconds.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Limits }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          'TOO_MANY_REQUESTS',
          `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
    app.decorate('limits', config);
    const throttle = (kind: ThrottleKind) => ({
      max: maxPerMinute(config, kind),
      timeWindow: MINUTE_MS,
    });
    app.decorate('throttle', throttle);
    app.decorate('writeThrottle', (kind: WriteKind = 'write') => throttle(kind));
  },
  { name: 'rate-limit' },
);
