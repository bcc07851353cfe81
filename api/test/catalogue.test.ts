import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  apiErrorSchema,
  campaignDetailSchema,
  manufacturerDetailSchema,
  productGroupResponseSchema,
  productModelListResponseSchema,
  productPath,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import LZString from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('catalogue endpoints on %s', (backend) => {
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

  async function postList(payload: unknown) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/productmodellist/',
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  }

  function expectFieldError(result: { status: number; body: unknown }, field: string) {
    expect(result.status).toBe(400);
    const error = apiErrorSchema.parse(result.body);
    expect(error.fields?.map((entry) => entry.field)).toContain(field);
    expect(error.message).toContain(field);
  }

  /** A leaf group that lists at least one public model, and its public model ids. */
  async function leafWithModels() {
    const row = await app.db
      .selectFrom('product_model_groups as mg')
      .innerJoin('product_groups as g', 'g.id', 'mg.group_id')
      .innerJoin('product_models as m', 'm.id', 'mg.model_id')
      .select(['g.id', 'g.path'])
      .where('g.depth', '=', 3)
      .where('m.is_public', '=', true)
      .where('m.campaign_only', '=', false)
      .groupBy(['g.id', 'g.path'])
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const models = await app.db
      .selectFrom('product_models as m')
      .innerJoin('product_model_groups as mg', 'mg.model_id', 'm.id')
      .select(['m.id'])
      .where('mg.group_id', '=', row.id)
      .where('m.is_public', '=', true)
      .where('m.campaign_only', '=', false)
      .execute();
    return { group: row, ids: models.map((model) => model.id) };
  }

  describe('GET /api/products/productgroup/', () => {
    it('returns the group in ?lang with its ancestors and children', async () => {
      const { group } = await leafWithModels();
      const { status, body } = await getJson(
        `/api/products/productgroup/?path=${group.path.toUpperCase()}/&lang=en`,
      );
      expect(status).toBe(200);
      const [detail] = productGroupResponseSchema.parse(body);
      const row = await app.db
        .selectFrom('product_groups')
        .selectAll()
        .where('id', '=', group.id)
        .executeTakeFirstOrThrow();
      expect(detail?.id).toBe(group.id);
      expect(detail?.name).toBe(row.name.en);
      expect(detail?.description).toBe(row.description.en);
      expect(detail?.description_html).toContain('<p>');
      expect(detail?.ancestors.map((ancestor) => ancestor.path)).toEqual(
        group.path
          .split('/')
          .slice(0, -1)
          .map((_, index, all) => all.slice(0, index + 1).join('/')),
      );
    });

    it('lists the children of a top-level group', async () => {
      const root = await app.db
        .selectFrom('product_groups')
        .select(['id', 'path'])
        .where('parent_id', 'is', null)
        .orderBy('sort_order')
        .executeTakeFirstOrThrow();
      const { body } = await getJson(`/api/products/productgroup/?path=${root.path}`);
      const [detail] = productGroupResponseSchema.parse(body);
      const children = await app.db
        .selectFrom('product_groups')
        .select('id')
        .where('parent_id', '=', root.id)
        .execute();
      expect(detail?.children.map((child) => child.id).sort()).toEqual(
        children.map((child) => child.id).sort(),
      );
      expect(detail?.ancestors).toEqual([]);
    });

    it('answers 404 for an unknown path and 400 without one', async () => {
      const missing = await getJson('/api/products/productgroup/?path=no/such/group');
      expect(missing.status).toBe(404);
      expect(apiErrorSchema.parse(missing.body).message).toContain('Product group not found');
      expectFieldError(await getJson('/api/products/productgroup/'), 'path');
      expectFieldError(await getJson('/api/products/productgroup/?path=skis&lang=xx'), 'lang');
    });
  });

  describe('POST /api/products/productmodellist/', () => {
    it('lists the public models of a group as cards with product paths and prices', async () => {
      const { group, ids } = await leafWithModels();
      const { status, body } = await postList({
        source: 'ProductGroup',
        slug: group.path,
        language: 'sv',
        taxAreaId: 1,
      });
      expect(status).toBe(200);
      const cards = productModelListResponseSchema.parse(body);
      expect(cards.map((card) => card.id).sort()).toEqual([...ids].sort());
      const card = cards[0];
      if (!card) throw new Error('no card');
      const model = await app.db
        .selectFrom('product_models as m')
        .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
        .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
        .select(['m.slug', 'm.name', 'b.slug as brand', 'g.path'])
        .where('m.id', '=', card.id)
        .executeTakeFirstOrThrow();
      expect(card.name).toBe(model.name.sv);
      expect(card.path).toBe(productPath(model.brand, model.path, model.slug));
      const prices = await app.db
        .selectFrom('prices as p')
        .innerJoin('variants as v', 'v.id', 'p.variant_id')
        .select(['p.active'])
        .where('v.model_id', '=', card.id)
        .where('p.tax_area_id', '=', 1)
        .execute();
      expect(card.price.active).toBe(Math.min(...prices.map((price) => price.active)));
      expect(card.colors.length).toBeGreaterThan(0);
      expect(card.sizes.length).toBeGreaterThan(0);
      // Default order: most sold first.
      const sold = cards.map((entry) => entry.soldAmount);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
    });

    it('gives each card its property values in the catalogue order (the listing filters)', async () => {
      const { group } = await leafWithModels();
      const { body } = await postList({
        source: 'ProductGroup',
        slug: group.path,
        language: 'en',
        taxAreaId: 1,
      });
      const cards = productModelListResponseSchema.parse(body);
      const card = cards.find((entry) => entry.properties.length > 1);
      if (!card) throw new Error('no card with properties');
      const stored = await app.db
        .selectFrom('model_properties as mp')
        .innerJoin('properties as p', 'p.id', 'mp.property_id')
        .select(['p.slug', 'mp.value'])
        .where('mp.model_id', '=', card.id)
        .orderBy('p.sort_order')
        .orderBy('p.id')
        .execute();
      expect(card.properties).toEqual(stored.map(({ slug, value }) => ({ slug, value })));
    });

    it('never lists a non-public model', async () => {
      const { group, ids } = await leafWithModels();
      const hidden = ids[0] as number;
      await app.db
        .updateTable('product_models')
        .set({ is_public: false })
        .where('id', '=', hidden)
        .execute();
      try {
        const byGroup = productModelListResponseSchema.parse(
          (await postList({ source: 'ProductGroup', id: group.id })).body,
        );
        expect(byGroup.map((card) => card.id)).not.toContain(hidden);
        const byIds = productModelListResponseSchema.parse(
          (await postList({ source: 'Models', ids: [hidden] })).body,
        );
        expect(byIds).toEqual([]);
      } finally {
        await app.db
          .updateTable('product_models')
          .set({ is_public: true })
          .where('id', '=', hidden)
          .execute();
      }
    });

    it('orders the cards by sortIds when given', async () => {
      const { group, ids } = await leafWithModels();
      const wanted = [...ids].reverse().slice(0, 2);
      const cards = productModelListResponseSchema.parse(
        (await postList({ source: 'ProductGroup', slug: group.path, sortIds: wanted })).body,
      );
      expect(cards.slice(0, wanted.length).map((card) => card.id)).toEqual(wanted);
    });

    it('lists a brand, a campaign, club offers, newest, second-hand and a search', async () => {
      const brand = await app.db
        .selectFrom('product_models as m')
        .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
        .select(['b.slug', 'b.id'])
        .where('m.is_public', '=', true)
        .where('m.campaign_only', '=', false)
        .executeTakeFirstOrThrow();
      const byBrand = productModelListResponseSchema.parse(
        (await postList({ source: 'Manufacturer', slug: brand.slug })).body,
      );
      expect(byBrand.length).toBeGreaterThan(0);
      expect(byBrand.every((card) => card.manufacturerSlug === brand.slug)).toBe(true);

      const club = productModelListResponseSchema.parse(
        (await postList({ source: 'Campaign', slug: 'club-offers' })).body,
      );
      expect(club.length).toBeGreaterThan(0);
      expect(club.every((card) => card.price.club !== null)).toBe(true);

      const sale = productModelListResponseSchema.parse(
        (await postList({ source: 'Campaign', slug: 'winter-sale' })).body,
      );
      const members = await app.db
        .selectFrom('campaign_models as cm')
        .innerJoin('product_models as m', 'm.id', 'cm.model_id')
        .select('m.id')
        .where('cm.campaign_id', '=', 1)
        .where('m.is_public', '=', true)
        .execute();
      expect(sale.map((card) => card.id).sort()).toEqual(members.map((row) => row.id).sort());

      const newest = productModelListResponseSchema.parse(
        (await postList({ source: 'Newest' })).body,
      );
      const dates = newest.map((card) => card.published);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(newest.some((card) => card.isSecondHand)).toBe(false);

      const parent = newest[0] as (typeof newest)[number];
      await app.db
        .updateTable('product_models')
        .set({ is_second_hand: true })
        .where('id', '=', parent.id)
        .execute();
      try {
        const used = productModelListResponseSchema.parse(
          (await postList({ source: 'SecondHand' })).body,
        );
        expect(used.map((card) => card.id)).toContain(parent.id);
        expect(used.every((card) => card.isSecondHand)).toBe(true);
      } finally {
        await app.db
          .updateTable('product_models')
          .set({ is_second_hand: false })
          .where('id', '=', parent.id)
          .execute();
      }

      const word = parent.name.split(' ').at(-1) ?? parent.name;
      const found = productModelListResponseSchema.parse(
        (await postList({ source: 'Search', text: word.toUpperCase(), language: 'fi' })).body,
      );
      expect(found.length).toBeGreaterThan(0);
    });

    it('filters by gender, unisex models always matching', async () => {
      const cards = productModelListResponseSchema.parse(
        (await postList({ source: 'Newest', genders: ['women'] })).body,
      );
      expect(
        cards.every((card) => card.genders.every((gender) => ['women', 'unisex'].includes(gender))),
      ).toBe(true);
    });

    it('answers 404 for an unknown group, brand or campaign', async () => {
      for (const source of ['ProductGroup', 'Manufacturer', 'Campaign']) {
        const { status, body } = await postList({ source, slug: 'no-such-thing' });
        expect(status).toBe(404);
        expect(apiErrorSchema.parse(body).message).toMatch(/not found/);
      }
    });

    it('answers 400 naming the field for bad bodies', async () => {
      expectFieldError(await postList({ source: 'Everything' }), 'source');
      expectFieldError(await postList({ source: 'ProductGroup' }), 'slug');
      expectFieldError(await postList({ source: 'Models', ids: [] }), 'ids');
      expectFieldError(await postList({ source: 'Search' }), 'text');
      expectFieldError(await postList({ source: 'Newest', taxAreaId: 'one' }), 'taxAreaId');
      expectFieldError(await postList({ source: 'Newest', language: 'xx' }), 'language');
    });
  });

  describe('GET /api/products/productmodellist/?q=', () => {
    it('answers like the POST for the lz-compressed request', async () => {
      const { group } = await leafWithModels();
      const request = { source: 'ProductGroup', slug: group.path, language: 'en', taxAreaId: 1 };
      const q = LZString.compressToEncodedURIComponent(JSON.stringify(request));
      const viaGet = await getJson(`/api/products/productmodellist/?q=${encodeURIComponent(q)}`);
      expect(viaGet.status).toBe(200);
      expect(viaGet.body).toEqual((await postList(request)).body);
      const raw = await app.inject({
        method: 'GET',
        url: `/api/products/productmodellist/?q=${q}`,
      });
      expect(raw.headers['cache-control']).toBe('public, max-age=60');
    });

    it('tags the list, answers 304 to its tag, and sends it compressed as the client accepts', async () => {
      const { group } = await leafWithModels();
      const request = { source: 'ProductGroup', slug: group.path, language: 'fi', taxAreaId: 1 };
      const url = `/api/products/productmodellist/?q=${encodeURIComponent(
        LZString.compressToEncodedURIComponent(JSON.stringify(request)),
      )}`;
      const first = await app.inject({ method: 'GET', url });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // A list of tags, the tag without its weak prefix among them, matches too.
      const listed = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': `"other", ${etag.slice(2)}` },
      });
      expect(listed.statusCode).toBe(304);
      const other = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"x"' } });
      expect(other.statusCode).toBe(200);
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const compressed = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(first.json());
      }
      // The POST answers the same list from the same cache.
      expect((await postList(request)).body).toEqual(first.json());
    });

    it('answers 400 for a missing, undecodable or invalid q, and 404 for an unknown group', async () => {
      expectFieldError(await getJson('/api/products/productmodellist/'), 'q');
      expectFieldError(await getJson('/api/products/productmodellist/?q=%21%21%21'), 'q');
      const invalid = LZString.compressToEncodedURIComponent(JSON.stringify({ source: 'Nope' }));
      expectFieldError(await getJson(`/api/products/productmodellist/?q=${invalid}`), 'q.source');
      const unknown = LZString.compressToEncodedURIComponent(
        JSON.stringify({ source: 'ProductGroup', slug: 'no/such' }),
      );
      expect((await getJson(`/api/products/productmodellist/?q=${unknown}`)).status).toBe(404);
    });
  });

  describe('GET /api/brand/', () => {
    it('returns the brand in ?lang', async () => {
      const row = await app.db
        .selectFrom('manufacturers')
        .selectAll()
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { status, body } = await getJson(`/api/brand/?slug=${row.slug.toUpperCase()}&lang=de`);
      expect(status).toBe(200);
      expect(manufacturerDetailSchema.parse(body)).toEqual({
        id: row.id,
        name: row.name,
        slug: row.slug,
        logo: row.logo,
        title: row.title.de,
        description: row.description.de,
        metaDescription: row.meta_description.de,
        promoImages: row.promo_images,
      });
    });

    it('answers 404 for an unknown slug and 400 without one', async () => {
      const missing = await getJson('/api/brand/?slug=no-such-brand');
      expect(missing.status).toBe(404);
      expect(apiErrorSchema.parse(missing.body).message).toContain('Manufacturer not found');
      expectFieldError(await getJson('/api/brand/'), 'slug');
    });
  });

  describe('GET /api/campaign/', () => {
    it('returns the campaign in ?lang', async () => {
      const { status, body } = await getJson('/api/campaign/?slug=club-offers&lang=en');
      expect(status).toBe(200);
      const campaign = campaignDetailSchema.parse(body);
      expect(campaign).toMatchObject({ slug: 'club-offers', name: 'Club offers', isClub: true });
    });

    it('answers 404 for an unknown slug and 400 without one', async () => {
      const missing = await getJson('/api/campaign/?slug=no-such-campaign');
      expect(missing.status).toBe(404);
      expect(apiErrorSchema.parse(missing.body).message).toContain('Campaign not found');
      expectFieldError(await getJson('/api/campaign/?slug='), 'slug');
    });
  });
});
