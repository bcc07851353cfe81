import type {
  BlogCategory,
  Blogger,
  BlogPostResponse,
  BlogPostSummary,
  BlogPostsResponse,
  Language,
} from '@shop/shared-contracts';
import { BLOG_PAGE_SIZE } from '@shop/shared-contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { withContentTables } from './content.table.js';
import { orderBySetting, readSlugListSetting } from './setting-lists.js';

/** Newest posts per category on the life-outdoors front. */
const FRONT_POSTS_PER_CATEGORY = 4;
const RELATED_POSTS = 3;

function postRows(db: Kysely<Database>) {
  return db
    .selectFrom('blog_posts as post')
    .innerJoin('bloggers as blogger', 'blogger.slug', 'post.blogger')
    .select([
      'post.slug',
      'post.title',
      'post.excerpt',
      'post.image',
      'post.category',
      'post.published_at',
      'blogger.slug as blogger_slug',
      'blogger.name as blogger_name',
    ])
    .orderBy('post.published_at', 'desc')
    .orderBy('post.id', 'desc');
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postRows>['execute']>>[number];

function toSummary(row: PostRow, lang: Language): BlogPostSummary {
  return {
    slug: row.slug,
    title: translate(row.title, lang),
    excerpt: translate(row.excerpt, lang),
    image: row.image,
    category: row.category,
    publishedAt: new Date(row.published_at).toISOString(),
    blogger: { slug: row.blogger_slug, name: row.blogger_name },
  };
}

/** Categories that have posts, in the order of setting blog_category_order (platform §3). */
async function orderedCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('blog_posts').select('category').distinct().execute();
  const order = await readSlugListSetting(db, 'blog_category_order');
  return orderBySetting(
    rows.map((row) => row.category),
    order,
  );
}

/** Category names in `lang` by slug; a category without a row is named by its slug. */
async function categoryNames(db: Kysely<Database>, lang: Language) {
  const rows = await withContentTables(db)
    .selectFrom('blog_categories')
    .select(['slug', 'name'])
    .execute();
  const names = new Map(rows.map((row) => [row.slug, translate(row.name, lang)]));
  return (slug: string) => names.get(slug) || slug;
}

/** The categories that have posts, named in `lang`, in setting order, with their post counts. */
export async function listBlogCategories(
  db: Kysely<Database>,
  lang: Language,
): Promise<BlogCategory[]> {
  const [counts, order, nameOf] = await Promise.all([
    db
      .selectFrom('blog_posts')
      .select((eb) => ['category', eb.fn.countAll<string>().as('count')])
      .groupBy('category')
      .execute(),
    readSlugListSetting(db, 'blog_category_order'),
    categoryNames(db, lang),
  ]);
  const countOf = new Map(counts.map((row) => [row.category, Number(row.count)]));
  return orderBySetting([...countOf.keys()], order).map((slug) => ({
    slug,
    name: nameOf(slug),
    postCount: countOf.get(slug) ?? 0,
  }));
}

/** The life-outdoors front: the newest posts of every category, categories in setting order. */
export async function findBlogFront(db: Kysely<Database>, lang: Language) {
  const [categories, nameOf] = await Promise.all([orderedCategories(db), categoryNames(db, lang)]);
  return {
    categories: await Promise.all(
      categories.map(async (slug) => {
        const rows = await postRows(db)
          .where('post.category', '=', slug)
          .limit(FRONT_POSTS_PER_CATEGORY)
          .execute();
        return { slug, name: nameOf(slug), posts: rows.map((row) => toSummary(row, lang)) };
      }),
    ),
  };
}

/** One page of posts, newest first, optionally of one category. */
export async function listBlogPosts(
  db: Kysely<Database>,
  query: { lang: Language; category?: string; groups?: readonly number[]; page: number },
): Promise<BlogPostsResponse> {
  const { lang, category, groups, page } = query;
  let rows = postRows(db);
  let count = db
    .selectFrom('blog_posts as post')
    .select((eb) => eb.fn.countAll<string>().as('total'));
  if (category) {
    rows = rows.where('post.category', '=', category);
    count = count.where('post.category', '=', category);
  }
  if (groups && groups.length > 0) {
    // Posts written about any of the groups (a product's groups: its guides, catalogue §2).
    const about = (eb: ExpressionBuilder<Database & { post: Database['blog_posts'] }, 'post'>) =>
      eb.exists(
        eb
          .selectFrom('blog_post_groups as link')
          .select('link.post_id')
          .whereRef('link.post_id', '=', 'post.id')
          .where('link.group_id', 'in', [...groups]),
      );
    rows = rows.where(about);
    count = count.where(about);
  }
  const [posts, total, categories] = await Promise.all([
    rows
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE)
      .execute(),
    count.executeTakeFirstOrThrow(),
    orderedCategories(db),
  ]);
  return {
    posts: posts.map((row) => toSummary(row, lang)),
    categories,
    total: Number(total.total),
    page,
    pageSize: BLOG_PAGE_SIZE,
  };
}

/** Every blogger with the number of their posts, by name. */
export async function listBloggers(db: Kysely<Database>, lang: Language): Promise<Blogger[]> {
  const rows = await db
    .selectFrom('bloggers as blogger')
    .leftJoin('blog_posts as post', 'post.blogger', 'blogger.slug')
    .select((eb) => [
      'blogger.slug',
      'blogger.name',
      'blogger.bio',
      'blogger.image',
      eb.fn.count<string>('post.id').as('post_count'),
    ])
    .groupBy(['blogger.slug', 'blogger.name', 'blogger.bio', 'blogger.image'])
    .orderBy('blogger.name')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    bio: translate(row.bio, lang),
    image: row.image,
    postCount: Number(row.post_count),
  }));
}

/** A blogger and their posts, or undefined for an unknown slug. */
export async function findBlogger(db: Kysely<Database>, slug: string, lang: Language) {
  const blogger = (await listBloggers(db, lang)).find((candidate) => candidate.slug === slug);
  if (!blogger) return undefined;
  const rows = await postRows(db).where('post.blogger', '=', slug).execute();
  return { blogger, posts: rows.map((row) => toSummary(row, lang)) };
}

/** A post with its body, its blogger and related posts of its category, or undefined. */
export async function findBlogPost(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<BlogPostResponse | undefined> {
  const post = await db
    .selectFrom('blog_posts')
    .select(['slug', 'category', 'blogger', 'body_html'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!post) return undefined;
  const [summary, bloggers, related] = await Promise.all([
    postRows(db).where('post.slug', '=', slug).executeTakeFirstOrThrow(),
    listBloggers(db, lang),
    postRows(db)
      .where('post.category', '=', post.category)
      .where('post.slug', '<>', slug)
      .limit(RELATED_POSTS)
      .execute(),
  ]);
  const blogger = bloggers.find((candidate) => candidate.slug === post.blogger);
  if (!blogger) throw new Error(`Post ${slug} names the unknown blogger ${post.blogger}`);
  return {
    ...toSummary(summary, lang),
    contentHtml: translate(post.body_html, lang),
    blogger,
    related: related.map((row) => toSummary(row, lang)),
  };
}
