import type { FieldError } from '@shop/shared-contracts';

/** A request the schema accepted but the data rejects, e.g. an unknown country code. */
export class FieldValidationError extends Error {
  readonly statusCode = 400;

  constructor(readonly fields: readonly FieldError[]) {
    super(
      `Invalid request: ${fields.map((field) => `${field.field} ${field.message}`).join('; ')}`,
    );
  }
}

/** The thing asked for does not exist (an unknown slug). */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}
