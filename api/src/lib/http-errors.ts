import type { ApiErrorCode, FieldError } from '@shop/shared-contracts';

/**
 * An error the api answers on purpose: its status, and the stable code of the situation that
 * clients branch on (`API_ERROR_CODES`). The error handler sends both with the message.
 */
export abstract class HttpError extends Error {
  abstract readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A request the schema accepted but the data rejects, e.g. an unknown country code. */
export class FieldValidationError extends HttpError {
  readonly statusCode = 400;

  constructor(
    readonly fields: readonly FieldError[],
    options: { code?: ApiErrorCode; message?: string } = {},
  ) {
    super(
      options.code ?? 'VALIDATION_FAILED',
      options.message ??
        `Invalid request: ${fields.map((field) => `${field.field} ${field.message}`).join('; ')}`,
    );
  }
}

/** The thing asked for does not exist (an unknown slug). */
export class NotFoundError extends HttpError {
  readonly statusCode = 404;
}

/** The request needs a valid login token and has none (missing, unknown, expired or revoked). */
export class UnauthorizedError extends HttpError {
  readonly statusCode = 401;
}

/** The caller is known but may not do this. */
export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
}

/** The thing existed but is gone for good: a used or expired emailed link. */
export class GoneError extends HttpError {
  readonly statusCode = 410;
}

/**
 * The request is valid but clashes with the current state, e.g. more than is in stock. `fields`
 * names the request fields at fault, like a 400's.
 */
export class ConflictError extends HttpError {
  readonly statusCode = 409;

  constructor(
    code: ApiErrorCode,
    message: string,
    readonly fields?: readonly FieldError[],
  ) {
    super(code, message);
  }
}

/** The request cannot be done as sent, e.g. an idempotency key reused for another request. */
export class UnprocessableError extends HttpError {
  readonly statusCode = 422;
}

/** Too many requests of one kind from one caller in a while (a flood guard). */
export class TooManyRequestsError extends HttpError {
  readonly statusCode = 429;
}

/** The server is too busy for the request just now; the route says when to retry. */
export class ServiceUnavailableError extends HttpError {
  readonly statusCode = 503;
}
