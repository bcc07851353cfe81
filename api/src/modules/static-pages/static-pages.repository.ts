import type { Language, StaticPageResponse } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

/** The page with that slug in one language, or undefined. */
export async function findStaticPage(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<StaticPageResponse | undefined> {
  const row = await db
    .selectFrom('static_pages')
    .select(['id', 'title', 'content'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return (
    row && { id: row.id, title: translate(row.title, lang), content: translate(row.content, lang) }
  );
}
