/**
 * Opening hours as stored (`10-20`) for display (`10–20`); null when the store is closed that
 * day (`-` or empty).
 */
export function formatHours(value: string): string | null {
  const text = value.trim();
  if (text === '' || text === '-') return null;
  return text.replace(/\s*-\s*/, '–');
}
