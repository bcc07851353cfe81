import type { Insertable, Kysely } from 'kysely';
import { withContentTables } from '../../../modules/content/content.table.js';
import { sceneImageUrl } from '../../../modules/media/media-keys.js';
import type { Database, StaticPageTabTable } from '../../schema.js';
import { insertRows } from '../insert.js';
import type { Random } from '../prng.js';
import { json } from '../text.js';
import { BANNERS, KEYWORD_POPUPS } from './banners.js';
import { BLOG_CATEGORIES, BLOGGERS, POSTS } from './blog-posts.js';
import { insertCampaigns, insertGiftCampaigns } from './campaigns.js';
import { DELIVERY_METHODS } from './delivery-methods.js';
import { insertExperiences, insertFaq } from './insert-content-areas.js';
import type { TabSpec } from './page-types.js';
import { RENTAL_PAGES } from './pages-rental.js';
import { REPAIR_PAGES } from './pages-repair.js';
import { SERVICE_PAGES } from './pages-service.js';
import { SHOP_PAGES } from './pages-shop.js';
import { TABBED_PAGES } from './pages-tabbed.js';
import { GENERAL_SETTINGS } from './settings.js';

const DAY = 86_400_000;

async function insertPages(db: Kysely<Database>): Promise<void> {
  // New pages go last so the ids of the earlier ones stay as they were.
  const pages = [
    ...SERVICE_PAGES,
    ...SHOP_PAGES,
    ...TABBED_PAGES,
    ...RENTAL_PAGES,
    ...REPAIR_PAGES,
  ];
  await insertRows(
    db,
    'static_pages',
    pages.map((page, index) => ({
      id: index + 1,
      slug: page.slug,
      title: json(page.title),
      content: json(page.content),
      has_tabs: Boolean(page.tabs),
    })),
  );
  const tabs: (Insertable<StaticPageTabTable> & { id: number })[] = [];
  const addTabs = (pageId: number, parentId: number | null, list: readonly TabSpec[]) => {
    list.forEach((tab, order) => {
      const id = tabs.length + 1;
      tabs.push({
        id,
        page_id: pageId,
        parent_id: parentId,
        slug: tab.slug,
        title: json(tab.title),
        content: json(tab.content),
        sort_order: order,
      });
      addTabs(pageId, id, tab.children ?? []);
    });
  };
  for (const [index, page] of pages.entries()) addTabs(index + 1, null, page.tabs ?? []);
  await insertRows(db, 'static_page_tabs', tabs);
}

/** The names of the blog categories (migration 0008). */
export async function insertBlogCategories(db: Kysely<Database>): Promise<void> {
  await withContentTables(db)
    .insertInto('blog_categories')
    .values(BLOG_CATEGORIES.map((category) => ({ ...category, name: json(category.name) })))
    .execute();
}

async function insertBlog(db: Kysely<Database>, referenceDate: Date): Promise<void> {
  await insertBlogCategories(db);
  await insertRows(
    db,
    'bloggers',
    BLOGGERS.map((blogger) => ({
      ...blogger,
      bio: json(blogger.bio),
      image: sceneImageUrl('blog', 'forest', '#2f8f46', `blogger-${blogger.slug}`),
    })),
  );
  await insertRows(
    db,
    'blog_posts',
    POSTS.map((post, index) => ({
      id: index + 1,
      slug: post.slug,
      blogger: post.blogger,
      category: post.category,
      title: json(post.title),
      excerpt: json(post.excerpt),
      body_html: json(
        Object.fromEntries(
          Object.entries(post.excerpt).map(([lang, text]) => [
            lang,
            `<p><strong>${text}</strong></p><p>${post.body[lang as keyof typeof post.body]}</p>`,
          ]),
        ),
      ),
      image: sceneImageUrl('blog', post.theme, '#1f6fc5', post.slug),
      published_at: new Date(referenceDate.getTime() - (index * 17 + 3) * DAY),
    })),
  );
  const groups = await db.selectFrom('product_groups').select(['id', 'path']).execute();
  const idByPath = new Map(groups.map((group) => [group.path, group.id]));
  await insertRows(
    db,
    'blog_post_groups',
    POSTS.flatMap((post, index) =>
      post.groups.flatMap((path) =>
        idByPath.has(path) ? [{ post_id: index + 1, group_id: idByPath.get(path) as number }] : [],
      ),
    ),
  );
}

/**
 * Writes pages, tabs, blog, banners, popups, campaigns, delivery methods, FAQ, experiences and
 * settings.
 */
export async function insertContent(
  db: Kysely<Database>,
  random: Random,
  referenceDate: Date,
): Promise<void> {
  await insertPages(db);
  await insertBlog(db, referenceDate);
  await insertRows(db, 'banners', BANNERS);
  await insertRows(db, 'keyword_popups', KEYWORD_POPUPS);
  await insertRows(db, 'delivery_methods', DELIVERY_METHODS);
  await insertCampaigns(db, referenceDate);
  await insertGiftCampaigns(db, random.fork('gift-campaigns'), referenceDate);
  await insertFaq(db);
  await insertExperiences(db);
  await insertRows(
    db,
    'general_settings',
    Object.entries(GENERAL_SETTINGS).map(([key, value]) => ({
      key,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    })),
  );
}
