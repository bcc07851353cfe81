import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldValidationError } from '../lib/http-errors.js';
import { JSON_BODY_LIMITS, JSON_DEPTH_MESSAGE, jsonDepthExceeds } from '../lib/json-limits.js';

/**
 * The api's JSON body parser: Fastify's own (prototype-poisoning safe) behind a size limit and
 * a nesting limit, so that no walker (the text check) or schema ever sees a body nested deeper
 * than any contract: a 400 naming the body and the limit instead.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMITS.bytesMax },
      (request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (jsonDepthExceeds(text, JSON_BODY_LIMITS.depthMax)) {
          done(
            new FieldValidationError([{ field: 'body', message: JSON_DEPTH_MESSAGE }]),
            undefined,
          );
          return;
        }
        parse(request, text, done);
      },
    );
  },
  { name: 'json-body' },
);
