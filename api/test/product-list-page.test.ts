import { brotliDecompressSync } from 'node:zlib';
import {
  apiErrorSchema,
  type ProductListPageRequest,
  type ProductModelListRequest,
  productListPageResponseSchema,
  productModelListResponseSchema,
  recommendationResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import LZString from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

const PAGE_URL = '/api/products/productmodellist/page/';

describe.each(testBackends())('a page of a listing on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** The group listing the most cards, as a list request. */
  let group: ProductModelListRequest;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    const row = await app.db
      .selectFrom('product_model_groups as mg')
      .innerJoin('product_groups as g', 'g.id', 'mg.group_id')
      .innerJoin('product_models as m', 'm.id', 'mg.model_id')
      .select('g.path')
      .where('m.is_public', '=', true)
      .where('m.campaign_only', '=', false)
      .groupBy('g.path')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('g.path')
      .executeTakeFirstOrThrow();
    group = { source: 'ProductGroup', slug: row.path, language: 'en', taxAreaId: 1 };
  });
  afterAll(() => close?.());

  async function postPage(payload: unknown) {
    const response = await app.inject({
      method: 'POST',
      url: PAGE_URL,
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** The page of `group` (or `list`) for the rest of the request; a failed answer throws. */
  async function page(request: Partial<ProductListPageRequest> = {}) {
    const { status, body } = await postPage({ list: group, ...request });
    expect(status, JSON.stringify(body)).toBe(200);
    return productListPageResponseSchema.parse(body);
  }

  /** The whole list of a source, as the list route answers it. */
  async function wholeList(list: ProductModelListRequest = group) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/productmodellist/',
      payload: list,
    });
    return productModelListResponseSchema.parse(response.json());
  }

  const idsOf = (cards: readonly { readonly id: number }[]) => cards.map((card) => card.id);

  function expectFieldError(result: { status: number; body: unknown }, field: string) {
    expect(result.status).toBe(400);
    const error = apiErrorSchema.parse(result.body);
    expect(error.fields?.map((entry) => entry.field)).toContain(field);
    expect(error.message).toContain(field);
  }

  it('answers the first page of a group with its counts and facets, later pages without facets', async () => {
    const all = await wholeList();
    expect(all.length).toBeGreaterThan(8);
    const first = await page({ limit: 5 });
    expect(first).toMatchObject({ total: all.length, matched: all.length, offset: 0 });
    expect(idsOf(first.cards)).toEqual(idsOf(all.slice(0, 5)));
    expect(first.facets?.manufacturer.map((facet) => facet.value)).toEqual(
      expect.arrayContaining([...new Set(all.map((card) => card.manufacturerSlug))]),
    );
    const later = await page({ offset: 5, limit: 120 });
    expect(later).toMatchObject({ total: all.length, matched: all.length, offset: 5 });
    expect(idsOf(later.cards)).toEqual(idsOf(all.slice(5, 125)));
    expect(later.facets).toBeNull();
  });

  it('narrows by colour: fewer matches, each card in that colour (catalogue §4)', async () => {
    const { total, facets } = await page({ limit: 0 });
    const color = facets?.color.find((facet) => facet.count < total);
    if (!color) throw new Error('no colour that narrows the group');
    const narrowed = await page({ filter: `color=${color.value}`, limit: 120 });
    expect(narrowed.total).toBe(total);
    expect(narrowed.matched).toBe(color.count);
    expect(narrowed.cards).toHaveLength(Math.min(color.count, 120));
    for (const card of narrowed.cards) {
      expect(card.colors.map((entry) => entry.slug)).toContain(color.value);
    }
  });

  it('narrows by manufacturer', async () => {
    const { total, facets } = await page({ limit: 0 });
    const brand = facets?.manufacturer.find((facet) => facet.count < total);
    if (!brand) throw new Error('no manufacturer that narrows the group');
    const narrowed = await page({ filter: `manufacturer=${brand.value}`, limit: 120 });
    expect(narrowed.matched).toBe(brand.count);
    expect(narrowed.cards.every((card) => card.manufacturerSlug === brand.value)).toBe(true);
  });

  it('sorts lowest price first, and pages continue one order (catalogue §9)', async () => {
    const all = await wholeList();
    const sorted = await page({ filter: 'sort=lowest', limit: 120 });
    const prices = sorted.cards.map((card) => card.price.active);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...all.map((card) => card.price.active)));
    const first = await page({ filter: 'sort=lowest', offset: 0, limit: 4 });
    const second = await page({ filter: 'sort=lowest', offset: 4, limit: 4 });
    expect([...idsOf(first.cards), ...idsOf(second.cards)]).toEqual(
      idsOf(sorted.cards.slice(0, 8)),
    );
  });

  it('answers only the counts for limit 0', async () => {
    const counts = await page({ filter: 'sort=lowest', limit: 0 });
    expect(counts.cards).toEqual([]);
    expect(counts.total).toBeGreaterThan(0);
    expect(counts.matched).toBe(counts.total);
    expect(counts.facets).not.toBeNull();
  });

  it('ignores a value the list does not offer, as the browser does (catalogue §4)', async () => {
    const { total, facets } = await page({ limit: 0 });
    const unknown = await page({ filter: 'color=no-such-colour&sort=no-such-sort', limit: 0 });
    expect(unknown.matched).toBe(total);
    const color = facets?.color.find((facet) => facet.count < total);
    if (!color) throw new Error('no colour that narrows the group');
    const mixed = await page({ filter: `color=no-such-colour,${color.value}`, limit: 0 });
    expect(mixed.matched).toBe(color.count);
  });

  it('puts list.sortIds first in the default sort only (catalogue §7)', async () => {
    const all = await wholeList();
    const wanted = idsOf(all).reverse().slice(0, 2);
    const withIds = { ...group, sortIds: wanted };
    const ordered = await page({ list: withIds, limit: 120 });
    expect(idsOf(ordered.cards).slice(0, 2)).toEqual(wanted);
    expect(ordered.total).toBe(all.length);
    // Another sort orders the whole list: the ids only break its ties.
    const lowest = await page({ list: withIds, filter: 'sort=lowest', limit: 120 });
    const lowestWithout = await page({ filter: 'sort=lowest', limit: 120 });
    const pricesOf = (cards: typeof lowest.cards) => cards.map((card) => card.price.active);
    expect(pricesOf(lowest.cards)).toEqual(pricesOf(lowestWithout.cards));
    expect(idsOf(lowest.cards).sort()).toEqual(idsOf(lowestWithout.cards).sort());
  });

  it('orders by list.recommendation as the strategy ranks the whole category (catalogue §7)', async () => {
    const all = idsOf(await wholeList());
    // The group's last model viewed the most lately: the request names the strategy, not ids,
    // so it stays as short for a category of thousands of models.
    const last = all.at(-1);
    if (last === undefined) throw new Error('no models');
    const view = await app.inject({
      method: 'POST',
      url: '/api/recommendations/views/',
      payload: { model_id: last },
    });
    expect(view.statusCode).toBe(204);
    await sql`update product_view_days set views = 100000 where model_id = ${last}`.execute(app.db);
    const strategy = await app.inject(
      `/api/recommendations/strategy/?method=sort&origin=category&strategy=sort-product-group&path=${group.slug}`,
    );
    const ranked = recommendationResponseSchema.parse(strategy.json()).ids;
    expect(ranked[0]).toBe(last);
    const recommendation = { strategy: 'sort-product-group', path: `/${group.slug}/` } as const;
    const first = await page({ list: { ...group, recommendation }, limit: 120 });
    expect(idsOf(first.cards)).toEqual(ranked.slice(0, 120));
    const later = await page({ list: { ...group, recommendation }, offset: 5, limit: 5 });
    expect(idsOf(later.cards)).toEqual(ranked.slice(5, 10));
    // Another sort is not changed by it; a category the strategy does not know leaves the order.
    const lowest = await page({ list: { ...group, recommendation }, filter: 'sort=lowest' });
    expect(idsOf(lowest.cards)).toEqual(idsOf((await page({ filter: 'sort=lowest' })).cards));
    const unknown = { strategy: 'sort-product-group', path: 'no/such' } as const;
    const unordered = await page({ list: { ...group, recommendation: unknown }, limit: 120 });
    expect(idsOf(unordered.cards)).toEqual(all.slice(0, 120));
    expect((await wholeList({ ...group, recommendation }))[0]?.id).toBe(last);
  });

  it('searches with a Search list’s text, and takes no text filter beside it (catalogue §5)', async () => {
    const [card] = await wholeList();
    if (!card) throw new Error('no card');
    const search: ProductModelListRequest = {
      source: 'Search',
      text: card.name.split(' ').at(-1) ?? card.name,
      language: 'en',
    };
    const found = await wholeList(search);
    expect(found.length).toBeGreaterThan(0);
    const searched = await page({ list: search, filter: 'text=zzzz-no-such-word', limit: 120 });
    expect(searched.total).toBe(found.length);
    expect(searched.matched).toBe(found.length);
    expect(idsOf(searched.cards)).toContain(card.id);
    // A group's listing does take the text filter.
    expect((await page({ filter: 'text=zzzz-no-such-word', limit: 0 })).matched).toBe(0);
  });

  it('answers a GET with the lz-compressed request like the POST, cacheable for a minute', async () => {
    const request = { list: group, filter: 'sort=highest', offset: 2, limit: 3 };
    const q = LZString.compressToEncodedURIComponent(JSON.stringify(request));
    const viaGet = await app.inject({ method: 'GET', url: `${PAGE_URL}?q=${q}` });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.headers['cache-control']).toBe('public, max-age=60');
    expect(viaGet.json()).toEqual((await postPage(request)).body);
  });

  it('tags the page, answers 304 to its tag, and sends it compressed', async () => {
    const request = { list: { ...group, language: 'fi' }, filter: '', offset: 0, limit: 10 };
    const url = `${PAGE_URL}?q=${LZString.compressToEncodedURIComponent(JSON.stringify(request))}`;
    const first = await app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(first.json());
    // The POST of the same request is the same page, with the same tag.
    const posted = await app.inject({ method: 'POST', url: PAGE_URL, payload: request });
    expect(posted.headers.etag).toBe(etag);
  });

  it('answers 400 naming the field for a bad request, and 404 for an unknown group', async () => {
    expectFieldError(await postPage({ list: group, limit: 500 }), 'limit');
    expectFieldError(await postPage({ list: group, offset: -1 }), 'offset');
    expectFieldError(
      await postPage({ list: group, currency: { currencyCode: 'euro', currencyRate: 1 } }),
      'currency.currencyCode',
    );
    expectFieldError(await postPage({ filter: '' }), 'list');
    expectFieldError(await postPage({ list: { source: 'Everything' } }), 'list.source');
    expectFieldError(await postPage({ list: { source: 'ProductGroup' } }), 'list.slug');
    expectFieldError(
      await postPage({ list: { ...group, recommendation: { strategy: 'random', path: 'skis' } } }),
      'list.recommendation.strategy',
    );
    const get = async (q?: string) => {
      const response = await app.inject(q === undefined ? PAGE_URL : `${PAGE_URL}?q=${q}`);
      return { status: response.statusCode, body: response.json() };
    };
    const compressed = (request: unknown) =>
      LZString.compressToEncodedURIComponent(JSON.stringify(request));
    expectFieldError(await get(), 'q');
    expectFieldError(await get('%21%21%21'), 'q');
    expectFieldError(await get(compressed({ list: group, limit: 500 })), 'q.limit');
    expectFieldError(await get(compressed({ offset: 0 })), 'q.list');
    const unknown = await postPage({ list: { source: 'ProductGroup', slug: 'no/such' } });
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(unknown.body).message).toContain('Product group not found');
  });
});
