import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { TooManyRequestsError } from '../lib/http-errors.js';

/** How often a public write is made: `frequent` ones (checkout validation) get 4× the budget. */
export type WriteKind = 'write' | 'frequent';

export interface WriteThrottle {
  readonly max: number;
  readonly timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-client throttle a public write route passes as `config: { rateLimit }`. */
    writeThrottle(kind?: WriteKind): WriteThrottle;
  }
}

const MINUTE_MS = 60_000;

/**
 * Per-route throttles for the public writes (`@fastify/rate-limit`, in memory per process,
 * keyed by client address). Nothing is throttled unless a route opts in with
 * `config: { rateLimit: app.writeThrottle() }`; the 429 is the api's usual error body with the
 * code `TOO_MANY_REQUESTS` and a `retry-after` header.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<AppConfig, 'writesPerMinute'> }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(
          'TOO_MANY_REQUESTS',
          `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
    app.decorate('writeThrottle', (kind: WriteKind = 'write') => ({
      max: kind === 'frequent' ? config.writesPerMinute * 4 : config.writesPerMinute,
      timeWindow: MINUTE_MS,
    }));
  },
  { name: 'rate-limit' },
);
