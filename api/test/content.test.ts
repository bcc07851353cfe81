import {
  apiErrorSchema,
  BLOG_PAGE_SIZE,
  blogCategoriesResponseSchema,
  blogFrontResponseSchema,
  bloggerResponseSchema,
  bloggersResponseSchema,
  blogPostResponseSchema,
  blogPostsResponseSchema,
  experienceProductsResponseSchema,
  experienceResponseSchema,
  experiencesResponseSchema,
  faqResponseSchema,
  giftCampaignCategoryResponseSchema,
  parseProductPath,
  storeSchema,
  storesResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContentTables } from '../src/modules/content/content.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('content endpoints on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function getJson(url: string) {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  /** A 400 must name the rejected field (platform brief: bad input names the field). */
  async function expectBadField(url: string, field: string) {
    const { status, body } = await getJson(url);
    expect(status, url).toBe(400);
    expect(apiErrorSchema.parse(body).fields?.map((item) => item.field)).toContain(field);
  }

  describe('stores', () => {
    it('lists the stores to visit, never the web store or supplier stock', async () => {
      const { status, body } = await getJson('/api/stores/?lang=en');
      expect(status).toBe(200);
      const { stores } = storesResponseSchema.parse(body);
      const slugs = stores.map((store) => store.slug);
      expect(slugs).toContain('helsinki-kamppi');
      expect(slugs).toContain('vantaa-outlet');
      expect(slugs).not.toContain('verkkokauppa');
      expect(slugs).not.toContain('toimittaja');
      expect(stores[0]?.description).toMatch(/store/);
    });

    it('gives one store in the language', async () => {
      const { status, body } = await getJson('/api/store/?slug=tampere&lang=sv');
      expect(status).toBe(200);
      const store = storeSchema.parse(body);
      expect(store).toMatchObject({ name: 'Tampere', postalCode: '33200', pikanouto: true });
      expect(store.description).toMatch(/butik/);
    });

    it('answers an unknown or web store with the platform §8 message', async () => {
      for (const slug of ['atlantis', 'verkkokauppa']) {
        const { status, body } = await getJson(`/api/store/?slug=${slug}`);
        expect(status).toBe(404);
        expect(apiErrorSchema.parse(body).message).toBe(`The store "${slug}" does not exist.`);
      }
    });

    it('rejects a missing slug or an unknown language', async () => {
      await expectBadField('/api/store/', 'slug');
      await expectBadField('/api/stores/?lang=xx', 'lang');
    });
  });

  describe('blog', () => {
    it('orders the front page categories by setting blog_category_order', async () => {
      await app.db
        .updateTable('general_settings')
        .set({ value: '["events","guides"]' })
        .where('key', '=', 'blog_category_order')
        .execute();
      const { status, body } = await getJson('/api/blog/front/?lang=fi');
      expect(status).toBe(200);
      const front = blogFrontResponseSchema.parse(body);
      const slugs = front.categories.map((category) => category.slug);
      // Listed ones first in the setting's order, the rest A–Z.
      expect(slugs).toEqual(['events', 'guides', 'product-tests', 'stories']);
      const guides = front.categories[1]?.posts ?? [];
      expect(guides.length).toBeGreaterThan(0);
      const dates = guides.map((post) => post.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('names the categories from the data, in the language, in the front page order', async () => {
      const { categories } = blogCategoriesResponseSchema.parse(
        (await getJson('/api/blog/categories/?lang=sv')).body,
      );
      const front = blogFrontResponseSchema.parse((await getJson('/api/blog/front/?lang=sv')).body);
      expect(categories.map((category) => category.slug)).toEqual(
        front.categories.map((category) => category.slug),
      );
      expect(front.categories.map((category) => category.name)).toEqual(
        categories.map((category) => category.name),
      );
      expect(categories.find((category) => category.slug === 'guides')?.name).toBe('Guider');
      const posts = blogPostsResponseSchema.parse((await getJson('/api/blog/posts/')).body);
      const counted = categories.reduce((sum, category) => sum + category.postCount, 0);
      expect(counted).toBe(posts.total);
      // A category with posts but no name in the data is named by its slug.
      const table = withContentTables(app.db);
      const events = await table
        .deleteFrom('blog_categories')
        .where('slug', '=', 'events')
        .returningAll()
        .executeTakeFirstOrThrow();
      try {
        const unnamed = blogCategoriesResponseSchema.parse(
          (await getJson('/api/blog/categories/?lang=sv')).body,
        );
        expect(unnamed.categories.find((category) => category.slug === 'events')?.name).toBe(
          'events',
        );
      } finally {
        await table
          .insertInto('blog_categories')
          .values({ slug: events.slug, name: JSON.stringify(events.name) })
          .execute();
      }
      await expectBadField('/api/blog/categories/?lang=xx', 'lang');
    });

    it('pages the post list and filters it by category', async () => {
      const all = blogPostsResponseSchema.parse((await getJson('/api/blog/posts/?lang=en')).body);
      expect(all.pageSize).toBe(BLOG_PAGE_SIZE);
      expect(all.total).toBeGreaterThanOrEqual(all.posts.length);
      const guides = blogPostsResponseSchema.parse(
        (await getJson('/api/blog/posts/?lang=en&category=guides')).body,
      );
      expect(guides.posts.length).toBeGreaterThan(0);
      expect(guides.posts.every((post) => post.category === 'guides')).toBe(true);
      const beyond = blogPostsResponseSchema.parse(
        (await getJson('/api/blog/posts/?page=99')).body,
      );
      expect(beyond.posts).toEqual([]);
      await expectBadField('/api/blog/posts/?page=0', 'page');
      await expectBadField('/api/blog/posts/?page=x', 'page');
    });

    it("lists the posts about product groups (a product page's guides)", async () => {
      const linked = await app.db
        .selectFrom('blog_post_groups as link')
        .innerJoin('product_groups as g', 'g.id', 'link.group_id')
        .select(['link.group_id', 'g.path'])
        .orderBy('link.group_id')
        .executeTakeFirstOrThrow();
      const about = blogPostsResponseSchema.parse(
        (await getJson(`/api/blog/posts/?lang=en&groups=999999,${linked.group_id}`)).body,
      );
      expect(about.posts.length).toBeGreaterThan(0);
      expect(about.total).toBe(about.posts.length);
      const all = blogPostsResponseSchema.parse((await getJson('/api/blog/posts/?lang=en')).body);
      expect(about.total).toBeLessThan(all.total);
      const none = blogPostsResponseSchema.parse(
        (await getJson('/api/blog/posts/?lang=en&groups=999999')).body,
      );
      expect(none).toMatchObject({ posts: [], total: 0 });
      await expectBadField('/api/blog/posts/?groups=1,x', 'groups');
      await expectBadField('/api/blog/posts/?groups=12345678901', 'groups');
    });

    it('gives a post with its body, blogger and related posts of its category', async () => {
      const { status, body } = await getJson(
        '/api/blog/post/?slug=how-to-choose-alpine-skis&lang=de',
      );
      expect(status).toBe(200);
      const post = blogPostResponseSchema.parse(body);
      expect(post.title).toBe('So wählst du Alpinski');
      expect(post.contentHtml).toContain('<p>');
      expect(post.blogger.slug).toBe('mikael');
      expect(post.related.every((related) => related.category === post.category)).toBe(true);
      expect(post.related.map((related) => related.slug)).not.toContain(post.slug);
    });

    it('lists bloggers with post counts and one blogger with their posts', async () => {
      const { bloggers } = bloggersResponseSchema.parse(
        (await getJson('/api/blog/bloggers/?lang=en')).body,
      );
      const aino = bloggers.find((blogger) => blogger.slug === 'aino');
      expect(aino?.postCount).toBeGreaterThan(0);
      const one = bloggerResponseSchema.parse(
        (await getJson('/api/blog/blogger/?slug=aino&lang=en')).body,
      );
      expect(one.posts).toHaveLength(aino?.postCount ?? -1);
      expect(one.posts.every((post) => post.blogger.slug === 'aino')).toBe(true);
    });

    it('answers unknown posts and bloggers with 404 and a missing slug with 400', async () => {
      expect((await getJson('/api/blog/post/?slug=nope')).status).toBe(404);
      expect((await getJson('/api/blog/blogger/?slug=nope')).status).toBe(404);
      await expectBadField('/api/blog/post/?slug=%20', 'slug');
      await expectBadField('/api/blog/blogger/', 'slug');
      await expectBadField('/api/blog/front/?lang=xx', 'lang');
      await expectBadField('/api/blog/bloggers/?lang=xx', 'lang');
    });
  });

  describe('FAQ', () => {
    it('gives the categories in order with their questions in the language', async () => {
      const { status, body } = await getJson('/api/faq/?lang=sv');
      expect(status).toBe(200);
      const faq = faqResponseSchema.parse(body);
      expect(faq.categories.map((category) => category.slug)).toEqual([
        'orders',
        'delivery',
        'returns',
        'club',
      ]);
      const questions = faq.categories.flatMap((category) => category.questions);
      expect(questions.some((question) => question.isFeatured)).toBe(true);
      expect(questions[0]?.question).toMatch(/beställning/);
      await expectBadField('/api/faq/?lang=xx', 'lang');
    });
  });

  describe('experiences', () => {
    it('lists experiences and gives one with its partner brand', async () => {
      const { experiences } = experiencesResponseSchema.parse(
        (await getJson('/api/experiences/?lang=en')).body,
      );
      expect(experiences.length).toBeGreaterThanOrEqual(3);
      const { status, body } = await getJson(
        '/api/experience/?slug=northern-lights-snowshoe-night&lang=fi',
      );
      expect(status).toBe(200);
      const experience = experienceResponseSchema.parse(body);
      expect(experience.title).toBe('Revontuliyö lumikengillä');
      expect(experience.partner?.slug).toBe('revontuli');
      expect((await getJson('/api/experience/?slug=nope')).status).toBe(404);
      await expectBadField('/api/experience/', 'slug');
    });

    it('lists products of the brands in experience_manufacturer_list with product paths', async () => {
      const { status, body } = await getJson('/api/experiences/products/?lang=en&taxAreaId=1');
      expect(status).toBe(200);
      const result = experienceProductsResponseSchema.parse(body);
      const brands = result.manufacturers.map((brand) => brand.slug);
      expect(brands.sort()).toEqual(['korpi', 'nordvik', 'revontuli']);
      for (const product of result.products) {
        expect(brands).toContain(product.manufacturerSlug);
        expect(parseProductPath(product.path)?.manufacturerSlug).toBe(product.manufacturerSlug);
      }
      await expectBadField('/api/experiences/products/?taxAreaId=abc', 'taxAreaId');
    });

    it('lists nothing when the setting names no brand', async () => {
      await app.db
        .updateTable('general_settings')
        .set({ value: '[]' })
        .where('key', '=', 'experience_manufacturer_list')
        .execute();
      const result = experienceProductsResponseSchema.parse(
        (await getJson('/api/experiences/products/')).body,
      );
      expect(result).toEqual({ manufacturers: [], products: [] });
    });
  });

  describe('gift campaign categories', () => {
    it('gives the category with its models linking to the gift-campaign product path', async () => {
      const { status, body } = await getJson(
        '/api/giftcampaign-category/?slug=christmas-gift&lang=en',
      );
      expect(status).toBe(200);
      const category = giftCampaignCategoryResponseSchema.parse(body);
      expect(category.name).toBe('Christmas gift');
      for (const model of category.models) {
        expect(model.path).toBe(`/giftcampaigns/christmas-gift/${model.slug}/`);
      }
    });

    it("answers an unknown category with 404 'Campaign not found'", async () => {
      const { status, body } = await getJson('/api/giftcampaign-category/?slug=nope');
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body).message).toBe('Campaign not found');
      await expectBadField('/api/giftcampaign-category/', 'slug');
    });
  });
});
