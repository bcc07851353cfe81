/**
 * Whether parsed JSON is an object (not null, not an array): the first check of every hand
 * reader of data from outside (storage, inlined scripts, settings) that keeps zod off a page.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
