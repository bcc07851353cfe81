import fp from 'fastify-plugin';
import { FieldValidationError } from '../lib/http-errors.js';
import { findUnsafeText } from '../lib/unsafe-text.js';

/** A route and the schemas it declares for the parts of a request it reads. */
export interface InputRoute {
  readonly method: string;
  readonly url: string;
  readonly params?: unknown;
  readonly querystring?: unknown;
  readonly body?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route with its input schemas, as registered: lets a test send bad text to each
     * field of each route, so a new endpoint is covered without being listed anywhere.
     */
    readonly inputRoutes: readonly InputRoute[];
  }
}

/**
 * No text with U+0000 or a lone surrogate gets past validation, whatever the route: params,
 * query and body are walked before any schema or handler sees them, and each such field is a
 * 400 naming it (`VALIDATION_FAILED`), like any other rejected field. Registered before the
 * routes so its hooks cover all of them.
 */
export const requestTextPlugin = fp(
  async (app) => {
    const routes: InputRoute[] = [];
    app.decorate('inputRoutes', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          params: route.schema?.params,
          querystring: route.schema?.querystring,
          body: route.schema?.body,
        });
      }
    });
    // Synchronous: it runs before every route's validation, and an async hook costs a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      const fields = [
        ...findUnsafeText(request.params),
        ...findUnsafeText(request.query),
        ...findUnsafeText(request.body),
      ];
      done(fields.length > 0 ? new FieldValidationError(fields) : undefined);
    });
  },
  { name: 'request-text' },
);
