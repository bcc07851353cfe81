import LZString from 'lz-string';
import type * as z from 'zod';
import { FieldValidationError } from '../../lib/http-errors.js';
import { JSON_BODY_LIMITS, JSON_DEPTH_MESSAGE, jsonDepthExceeds } from '../../lib/json-limits.js';
import { findUnsafeText } from '../../lib/unsafe-text.js';

/**
 * Reads the `?q=` of a GET product list or listing page: the request JSON compressed with
 * lz-string's `compressToEncodedURIComponent` (catalogue §7), parsed with `schema`. Anything
 * that does not decode to a valid request is a 400 naming `q` (and the field inside it), unsafe
 * text inside it included: the request-wide check only saw the compressed form.
 */
export function decodeCompressedRequest<Schema extends z.ZodType>(
  compressed: string,
  schema: Schema,
): z.output<Schema> {
  let json: unknown;
  let text: string;
  try {
    text = LZString.decompressFromEncodedURIComponent(compressed);
    if (!text) throw new Error('empty');
  } catch {
    throw new FieldValidationError([
      { field: 'q', message: 'is not an lz-string compressed JSON request' },
    ]);
  }
  if (jsonDepthExceeds(text, JSON_BODY_LIMITS.depthMax)) {
    throw new FieldValidationError([{ field: 'q', message: JSON_DEPTH_MESSAGE }]);
  }
  try {
    json = JSON.parse(text);
  } catch {
    throw new FieldValidationError([
      { field: 'q', message: 'is not an lz-string compressed JSON request' },
    ]);
  }
  const unsafe = findUnsafeText(json, ['q']);
  if (unsafe.length > 0) throw new FieldValidationError(unsafe);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new FieldValidationError(
      parsed.error.issues.map((issue) => ({
        field: ['q', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}
