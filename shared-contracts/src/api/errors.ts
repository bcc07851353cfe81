import * as z from '@shop/shared-contracts/zod';

// The codes are zod-free, so a browser reading an error loads no schema library.
export * from './error-codes.js';

/** One rejected request field of a 400 response (`field` is the query or body key). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/**
 * The body of every error response of the api. A 400 for a bad query or body lists each
 * rejected field in `fields`, so the client can name it (the shape `ApiError` reads). `code` is
 * one of `API_ERROR_CODES`; a plain string here so that a client built before a new code was
 * added still parses the body.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
