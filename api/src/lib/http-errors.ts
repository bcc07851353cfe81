import type { FieldError } from '@shop/shared-contracts';

/** A request the schema accepted but the data rejects, e.g. an unknown country code. */
export class FieldValidationError extends Error {
  readonly statusCode = 400;

  constructor(
    readonly fields: readonly FieldError[],
    message = `Invalid request: ${fields.map((field) => `${field.field} ${field.message}`).join('; ')}`,
  ) {
    super(message);
  }
}

/** The thing asked for does not exist (an unknown slug). */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** The request needs a valid login token and has none (missing, unknown, expired or revoked). */
export class UnauthorizedError extends Error {
  readonly statusCode = 401;
}
