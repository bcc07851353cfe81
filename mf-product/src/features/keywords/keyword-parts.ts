/** A keyword the api explains in a popup (catalogue §3 Keyword popup). */
export interface Keyword {
  readonly id: number;
  readonly keyword: string;
}

/** A run of text; `popupId` when the run is a keyword that opens its popup. */
export interface TextPart {
  readonly text: string;
  readonly popupId?: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a text at the keywords it contains (catalogue §4 Other: keyword words become
 * clickable): whole words only, any case, the longest keyword first where two overlap.
 */
export function keywordParts(text: string, keywords: readonly Keyword[]): TextPart[] {
  const usable = keywords
    .filter((entry) => entry.keyword.trim().length > 0)
    .sort((a, b) => b.keyword.length - a.keyword.length);
  if (usable.length === 0 || text.length === 0) return [{ text }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${usable.map((entry) => escapeRegExp(entry.keyword.trim())).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const byWord = new Map(
    usable.map((entry) => [entry.keyword.trim().toLocaleLowerCase(), entry.id]),
  );
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start) });
    const word = match[0];
    parts.push({ text: word, popupId: byWord.get(word.toLocaleLowerCase()) });
    at = start + word.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
