/**
 * Catalogue §5 text filter: case and non-alphanumeric characters are ignored, so "Ski-boots"
 * matches "skiboots" and "SKI BOOTS".
 */
export function normaliseSearchText(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether every word of the query appears in one of the texts. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = query.split(/\s+/).map(normaliseSearchText).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = texts.map(normaliseSearchText).join(' ');
  return words.every((word) => haystack.includes(word));
}
