import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, ApiErrorCode, FieldError } from '@shop/shared-contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-loss.js';
import { ConflictError, FieldValidationError, HttpError } from '../lib/http-errors.js';

/** The body of an error response (`apiErrorSchema`). */
export function errorBody(
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  fields?: readonly FieldError[],
): ApiErrorBody {
  const body: ApiErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code,
  };
  if (fields) body.fields = [...fields];
  return body;
}

/** The code of a 4xx the api did not raise itself (Fastify's own refusals, static files). */
const CODES_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'MALFORMED_REQUEST',
  401: 'LOGIN_REQUIRED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * Fastify's `frameworkErrors`: what fails before routing (a URL that does not decode) in the
 * same body as everything else. Only a 400 is expected; anything else is logged as a failure.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.statusCode === 400) {
    return reply.code(400).send(errorBody(400, 'MALFORMED_REQUEST', error.message));
  }
  request.log.error({ err: error }, 'request failed before routing');
  return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', 'Internal Server Error'));
}

/** `/slug` → `slug`, `/items/0/id` → `items.0.id`; the whole query when the path is empty. */
function toFieldName(instancePath: string, context: string | undefined): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'request');
}

/** The message of a 400 for a value the database refused: a bound the schemas lack. */
export const DATABASE_REFUSED_MESSAGE = 'A value of the request is out of range or malformed.';

/**
 * Whether the database refused a value itself (SQLSTATE class 22, "data exception": a number
 * out of its column's range, text that is not a number or date, a string too long, a character
 * the encoding lacks). PostgreSQL and PGlite both put the SQLSTATE in `code`. Such a value came
 * from the request, so it is the client's 400, not a server failure; the other classes
 * (integrity, connection, syntax) stay 500s, being the server's own faults.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * One error format for the whole api (`apiErrorSchema`): a 400 names each rejected field, a
 * 4xx keeps its message, anything else is logged and answered with a bare 500 so that bad
 * input never shows up as a server failure and internals never leak. Every answer carries the
 * stable `code` of its situation.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          field: toFieldName(issue.instancePath, error.validationContext),
          message: issue.message ?? 'is invalid',
        }));
        const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
        const message = `Invalid ${error.validationContext}: ${summary}`;
        return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', message, fields));
      }
      if (error instanceof FieldValidationError) {
        return reply.code(400).send(errorBody(400, error.code, error.message, error.fields));
      }
      if (error instanceof HttpError) {
        const fields = error instanceof ConflictError ? error.fields : undefined;
        return reply
          .code(error.statusCode)
          .send(errorBody(error.statusCode, error.code, error.message, fields));
      }
      if (isDataException(error)) {
        // The schemas should have caught it: logged, so a missing bound gets added.
        request.log.warn({ err: error }, 'the database refused a value of the request');
        return reply.code(400).send(errorBody(400, 'MALFORMED_REQUEST', DATABASE_REFUSED_MESSAGE));
      }
      if (isConnectionLost(error)) {
        // The database went away under the request (a restart, a failover, a terminated
        // backend): its transaction ended whole, committed or not, and the pool connects anew.
        request.log.warn({ err: error }, 'the database connection was lost during the request');
        return reply
          .code(503)
          .header('retry-after', '1')
          .send(errorBody(503, 'SERVER_BUSY', 'The shop lost its database connection; try again.'));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        const code = CODES_BY_STATUS[statusCode] ?? 'REQUEST_REJECTED';
        return reply.code(statusCode).send(errorBody(statusCode, code, error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', 'Internal Server Error'));
    });
  },
  { name: 'error-handler' },
);
