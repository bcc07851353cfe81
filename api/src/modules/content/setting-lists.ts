import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A list setting (blog_category_order, experience_manufacturer_list) as slugs: the stored value
 * is a JSON list, but a hand-edited comma list is read too; anything else is no list.
 */
export function parseSlugList(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed)
        ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
        : [];
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Slugs in the order the setting lists them; the rest after them, alphabetically. */
export function orderBySetting(slugs: readonly string[], order: readonly string[]): string[] {
  const rank = (slug: string) => {
    const index = order.indexOf(slug);
    return index === -1 ? order.length : index;
  };
  return [...new Set(slugs)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** One general setting's list of slugs. */
export async function readSlugListSetting(db: Kysely<Database>, key: string): Promise<string[]> {
  const row = await db
    .selectFrom('general_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return parseSlugList(row?.value);
}
