import type { FieldError } from '@shop/shared-contracts';

/** What a rejected field is told. */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Whether a text holds U+0000 or a lone UTF-16 surrogate. Neither can be stored: PostgreSQL
 * refuses NUL in text (the request would fail as a 500), and UTF-8 has no encoding for a lone
 * surrogate, so it would be stored silently changed.
 */
export function isUnsafeText(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/**
 * Every string in a parsed query, body or params (objects and arrays walked, keys included)
 * that is unsafe text, as fields named the way the schema errors name them (`items.0.name`),
 * after `prefix`. A bare string without prefix is a text body and named `body`.
 */
export function findUnsafeText(value: unknown, prefix: readonly string[] = []): FieldError[] {
  const found: FieldError[] = [];
  // Walked with a stack of its own, not by recursion, so no nesting can exhaust the call stack.
  // An entry is a value to look at, or (`badKey`) a key to report once its turn comes: the
  // fields come out in the body's order, each key before what it holds.
  const pending: { value: unknown; path: readonly string[]; badKey?: true }[] = [
    { value, path: prefix },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (next.badKey) {
      found.push({ field: path.join('.'), message: UNSAFE_TEXT_MESSAGE });
      continue;
    }
    if (typeof current === 'string') {
      if (isUnsafeText(current)) {
        found.push({ field: path.join('.') || 'body', message: UNSAFE_TEXT_MESSAGE });
      }
      continue;
    }
    // Binary bodies (none parsed today) are not text.
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    const entries = Object.entries(current);
    // Pushed last first, so that the first key is walked first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      // A key is text the client chose too; name it with the offending characters replaced.
      const name = key.replaceAll(NUL, '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');
      pending.push({ value: child, path: [...path, name] });
      if (name !== key) pending.push({ value: undefined, path: [...path, name], badKey: true });
    }
  }
  return found;
}
