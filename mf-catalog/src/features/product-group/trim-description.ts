/** Catalogue §9: descriptions are trimmed to 300 characters on mobile, 500 on desktop. */
export const DESCRIPTION_LIMIT = { mobile: 300, desktop: 500, brandDesktop: 700 } as const;

/**
 * Catalogue §2/§9: the description cut to whole sentences within `limit` characters. Returns
 * the text unchanged when it fits; a first sentence longer than the limit is cut at a word.
 */
export function trimDescription(text: string, limit: number): { text: string; isTrimmed: boolean } {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, isTrimmed: false };
  const sentences = clean.match(/[^.!?]+[.!?]+["”’)]*\s*|[^.!?]+$/g) ?? [clean];
  let result = '';
  for (const sentence of sentences) {
    if ((result + sentence).trimEnd().length > limit) break;
    result += sentence;
  }
  if (!result.trim()) {
    const cut = clean.slice(0, limit);
    result = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
  }
  return { text: result.trim(), isTrimmed: true };
}
