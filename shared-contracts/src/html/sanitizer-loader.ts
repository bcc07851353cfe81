import type { sanitizeHtml } from './sanitize-html.js';

/** The shop's one sanitiser (`sanitizeHtml`). */
export type Sanitize = typeof sanitizeHtml;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * The browser's copy: DOMPurify loads when a page first shows API HTML it did not get from the
 * server (a page rendered in the browser, or new HTML after hydration). Hydration adopts the
 * server's sanitised markup and loads nothing (decision 0009). The server build resolves
 * `#html/sanitizer-loader` to `sanitizer-loader.node.ts`, which has it at once.
 */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}

/** Loads the sanitiser once; every caller shares the one load. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html.js').then((module) => {
    loaded = module.sanitizeHtml;
    return loaded;
  });
  return loading;
}
