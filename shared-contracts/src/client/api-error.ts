import { type ApiErrorCode, isApiErrorCode } from '../api/error-codes.js';

/** A field the server rejected, as the api's 400 responses list them. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * A failed API call: the HTTP status, the server's message, any rejected fields and the stable
 * `code` of the situation (`API_ERROR_CODES`; undefined when the body named none this client
 * knows).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fields: readonly FieldError[] = [],
    readonly body: unknown = undefined,
    readonly code: ApiErrorCode | undefined = undefined,
  ) {
    super(message);
  }

  /** Builds the error from a failed response, reading the api's JSON error body if present. */
  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => undefined);
    const record =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message =
      typeof record.message === 'string'
        ? record.message
        : `${response.status} ${response.statusText}`;
    const fields = Array.isArray(record.fields) ? record.fields.filter(isFieldError) : [];
    const code = isApiErrorCode(record.code) ? record.code : undefined;
    return new ApiError(response.status, message, fields, body, code);
  }
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.field === 'string' && typeof candidate.message === 'string';
}
