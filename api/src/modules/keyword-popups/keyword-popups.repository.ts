import type { KeywordPopup, KeywordPopupsResponse, Language } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/** Every keyword popup by id, keyword and text in `lang`. */
export async function listKeywordPopups(
  db: Kysely<Database>,
  lang: Language,
): Promise<KeywordPopupsResponse> {
  const rows = await db.selectFrom('keyword_popups').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    keyword: translate(row.keyword, lang),
    text: translate(row.text, lang),
    url: row.url,
  }));
}

/** One keyword popup's text in `lang` and its link; undefined when no popup has the id. */
export async function findKeywordPopup(
  db: Kysely<Database>,
  id: number,
  lang: Language,
): Promise<KeywordPopup | undefined> {
  const row = await db
    .selectFrom('keyword_popups')
    .select(['text', 'url'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { text: translate(row.text, lang), url: row.url };
}
