import type {
  Language,
  StaticPageResponse,
  StaticPageTab,
  StaticPageWithTabsResponse,
} from '@shop/shared-contracts';
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

/**
 * The tabbed page with that slug and its tabs in one language, or undefined when no page has
 * that slug or the page has no tabs (a plain static page).
 */
export async function findStaticPageWithTabs(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<StaticPageWithTabsResponse | undefined> {
  const page = await db
    .selectFrom('static_pages')
    .select(['id', 'title'])
    .where('slug', '=', slug)
    .where('has_tabs', '=', true)
    .executeTakeFirst();
  if (!page) return undefined;
  const rows = await db
    .selectFrom('static_page_tabs')
    .select(['id', 'parent_id', 'slug', 'title', 'content'])
    .where('page_id', '=', page.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const toTab = (row: (typeof rows)[number]) => ({
    title: translate(row.title, lang),
    slug: row.slug,
    content: translate(row.content, lang),
  });
  // Platform §2 names three segments, so tabs nest one level; deeper rows have no path.
  const tabs: StaticPageTab[] = rows
    .filter((row) => row.parent_id === null)
    .map((parent) => ({
      ...toTab(parent),
      tabs: rows.filter((row) => row.parent_id === parent.id).map(toTab),
    }));
  return { id: page.id, title: translate(page.title, lang), tabs };
}
