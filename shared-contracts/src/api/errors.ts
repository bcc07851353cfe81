import { z } from 'zod';

/** One rejected request field of a 400 response (`field` is the query or body key). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/**
 * The body of every error response of the api. A 400 for a bad query or body lists each
 * rejected field in `fields`, so the client can name it (the shape `ApiError` reads).
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
