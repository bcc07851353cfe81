/**
 * Bounds of a JSON request (a body, or the product list's compressed `?q=`), checked before it
 * is parsed.
 */
export const JSON_BODY_LIMITS = {
  /** Bytes of the body as sent: the largest the shop sends (a full cart) is a few KiB. */
  bytesMax: 256 * 1024,
  /** Objects and arrays inside each other: no contract nests more than a few levels. */
  depthMax: 32,
} as const;

/**
 * How deep the objects and arrays of a JSON text nest, counted without parsing (brackets
 * outside strings), and stopping once past `limit`: parsing and walking a text nested a
 * hundred thousand deep exhausts the stack and holds the event loop for seconds.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** What a request nested deeper than `JSON_BODY_LIMITS.depthMax` is told. */
export const JSON_DEPTH_MESSAGE = `nests objects and arrays deeper than ${JSON_BODY_LIMITS.depthMax} levels`;
