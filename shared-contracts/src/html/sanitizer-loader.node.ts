import { sanitizeHtml } from './sanitize-html.js';
import type { Sanitize } from './sanitizer-loader.js';

// The server build's copy of `#html/sanitizer-loader`: `renderToString` renders synchronously,
// so the sanitiser is compiled in and there at once.

export function loadedSanitizer(): Sanitize | undefined {
  return sanitizeHtml;
}

export function loadSanitizer(): Promise<Sanitize> {
  return Promise.resolve(sanitizeHtml);
}
