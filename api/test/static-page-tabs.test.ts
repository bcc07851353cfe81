import { apiErrorSchema, staticPageWithTabsResponseSchema } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('GET /api/static-page-with-tabs/ on %s', (backend) => {
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

  /** The seeded tabbed page that has nested tabs, with its tab rows in display order. */
  async function nestedPage() {
    const parent = await app.db
      .selectFrom('static_page_tabs as nested')
      .innerJoin('static_page_tabs as parent', 'parent.id', 'nested.parent_id')
      .innerJoin('static_pages as page', 'page.id', 'parent.page_id')
      .select(['page.id', 'page.slug', 'page.title'])
      .executeTakeFirstOrThrow();
    const tabs = await app.db
      .selectFrom('static_page_tabs')
      .selectAll()
      .where('page_id', '=', parent.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return { page: parent, tabs };
  }

  it('returns the page title and its tabs in sort order, nested tabs included, in ?lang', async () => {
    const { page, tabs } = await nestedPage();
    const { status, body } = await getJson(`/api/static-page-with-tabs/?slug=${page.slug}&lang=sv`);
    expect(status).toBe(200);
    const tabOf = (row: (typeof tabs)[number]) => ({
      title: row.title.sv,
      slug: row.slug,
      content: row.content.sv,
    });
    expect(staticPageWithTabsResponseSchema.parse(body)).toEqual({
      id: page.id,
      title: page.title.sv,
      tabs: tabs
        .filter((row) => row.parent_id === null)
        .map((row) => ({
          ...tabOf(row),
          tabs: tabs.filter((child) => child.parent_id === row.id).map(tabOf),
        })),
    });
    const nested = staticPageWithTabsResponseSchema.parse(body).tabs.flatMap((tab) => tab.tabs);
    expect(nested.length).toBeGreaterThan(0);
  });

  it('follows the database sort order, not insertion order', async () => {
    const { page, tabs } = await nestedPage();
    const roots = tabs.filter((row) => row.parent_id === null);
    const last = roots.at(-1);
    if (!last) throw new Error('the seed has a tabbed page without tabs');
    await app.db
      .updateTable('static_page_tabs')
      .set({ sort_order: -1 })
      .where('id', '=', last.id)
      .execute();
    try {
      const { body } = await getJson(`/api/static-page-with-tabs/?slug=${page.slug}&lang=en`);
      expect(staticPageWithTabsResponseSchema.parse(body).tabs[0]?.slug).toBe(last.slug);
    } finally {
      await app.db
        .updateTable('static_page_tabs')
        .set({ sort_order: last.sort_order })
        .where('id', '=', last.id)
        .execute();
    }
  });

  it('rejects a missing or empty slug naming it', async () => {
    for (const url of ['/api/static-page-with-tabs/', '/api/static-page-with-tabs/?slug=']) {
      const { status, body } = await getJson(url);
      expect(status).toBe(400);
      const error = apiErrorSchema.parse(body);
      expect(error.fields?.map((entry) => entry.field)).toContain('slug');
      expect(error.message).toContain('slug');
    }
  });

  it('answers 404 for an unknown slug and for a page without tabs', async () => {
    const plain = await app.db
      .selectFrom('static_pages')
      .select('slug')
      .where('has_tabs', '=', false)
      .executeTakeFirstOrThrow();
    for (const slug of ['no-such-page', plain.slug]) {
      const { status, body } = await getJson(`/api/static-page-with-tabs/?slug=${slug}`);
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body)).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});
