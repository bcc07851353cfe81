// `<`, `>` and `&` as JSON escapes, so no value can close the script element or open a
// comment; U+2028/9 for old parsers that end a line there.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * A value as the text of an inline `<script type="application/json">` or
 * `application/ld+json`: JSON that stays inside the element whatever the texts hold.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
