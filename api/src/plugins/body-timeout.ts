import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `upload`: the route takes large bodies (a complaint photo, a release archive) that a slow
     * line needs long for; its body has the whole request timeout, not the short body timeout.
     */
    bodyTimeout?: 'upload';
  }
}

/** Whether the request announces a body: a length above zero, or chunks. */
function hasBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return encoding !== undefined || (length !== undefined && length !== '0');
}

/**
 * Answers 408 to a request whose body stalled and closes its connection, as Node does for its
 * own request timeout; Fastify is told the reply is taken, so the body parser, left waiting,
 * answers nothing more.
 */
function cutOff(request: FastifyRequest, reply: FastifyReply, limitMs: number): void {
  request.log.info({ limitMs }, 'request body too slow: connection closed');
  reply.hijack();
  const response = reply.raw;
  if (!response.headersSent) {
    const body = errorBody(
      408,
      'REQUEST_TIMEOUT',
      `The request body did not arrive within ${limitMs / 1000} s.`,
    );
    response.writeHead(408, {
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  }
  response.once('finish', () => request.raw.socket?.destroy());
  if (response.writableFinished) request.raw.socket?.destroy();
}

/**
 * A body must arrive within `bodyTimeoutMs` of the request's headers (platform JSON bodies are
 * small: seconds on any line), except on routes marked `bodyTimeout: 'upload'`, which have the
 * server's whole request timeout. Node's `requestTimeout` is one value for every route, so the
 * long one an upload needs would let a client hold a connection that long with any body sent
 * a byte at a time; this timer ends such a body early. It starts when the route is known (the
 * first hook) and stops once the body is parsed (preValidation) or the request ends otherwise.
 */
export const bodyTimeoutPlugin = fp<{ bodyTimeoutMs: number }>(
  async (app, { bodyTimeoutMs }) => {
    const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
    const stop = async (request: FastifyRequest) => {
      clearTimeout(timers.get(request));
      timers.delete(request);
    };
    app.addHook('onRequest', async (request, reply) => {
      if (!hasBody(request) || request.routeOptions.config.bodyTimeout === 'upload') return;
      const timer = setTimeout(() => cutOff(request, reply, bodyTimeoutMs), bodyTimeoutMs);
      timer.unref();
      timers.set(request, timer);
    });
    app.addHook('preValidation', stop);
    app.addHook('onResponse', stop);
    app.addHook('onRequestAbort', stop);
  },
  { name: 'body-timeout' },
);
