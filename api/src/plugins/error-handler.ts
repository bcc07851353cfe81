import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, FieldError } from '@shop/shared-contracts';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldValidationError } from '../lib/http-errors.js';

function errorBody(statusCode: number, message: string, fields?: readonly FieldError[]) {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (fields) body.fields = [...fields];
  return body;
}

/** `/slug` → `slug`, `/items/0/id` → `items.0.id`; the whole query when the path is empty. */
function toFieldName(instancePath: string, context: string | undefined): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'request');
}

/**
 * One error format for the whole api (`apiErrorSchema`): a 400 names each rejected field, a
 * 4xx keeps its message, anything else is logged and answered with a bare 500 so that bad
 * input never shows up as a server failure and internals never leak.
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
        return reply
          .code(400)
          .send(errorBody(400, `Invalid ${error.validationContext}: ${summary}`, fields));
      }
      if (error instanceof FieldValidationError) {
        return reply.code(400).send(errorBody(400, error.message, error.fields));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return reply.code(statusCode).send(errorBody(statusCode, error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Internal Server Error'));
    });
  },
  { name: 'error-handler' },
);
