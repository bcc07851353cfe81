import type { KeywordPopupsResponse, Language } from '@shop/shared-contracts';
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
