import {
  apiErrorSchema,
  giftCardsResponseSchema,
  loginResponseSchema,
  productModelSchema,
  productPath,
  RETIRED_AUTH_COOKIE,
  SESSION_COOKIE,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('product api on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  async function tokenFor(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username: email, password: DEMO_PASSWORD },
    });
    return loginResponseSchema.parse(response.json()).access_token;
  }

  /** A public model with several variants, the richest the small seed has. */
  async function richModel() {
    return app.db
      .selectFrom('product_models as m')
      .innerJoin('variants as v', 'v.model_id', 'm.id')
      .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
      .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
      .select(['m.id', 'm.slug', 'b.slug as brand', 'g.path', 'm.model_number', 'm.name'])
      .select((eb) => eb.fn.countAll<number>().as('variants'))
      .where('m.is_public', '=', true)
      .where('m.is_gift_card', '=', false)
      .groupBy(['m.id', 'b.slug', 'g.path'])
      .orderBy('variants', 'desc')
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
  }

  it('returns the full model with canonical path, variants, prices and breadcrumb', async () => {
    const row = await richModel();
    const { status, body } = await get(
      `/api/products/productmodel/${row.slug}/?taxAreaId=1&lang=sv`,
    );
    expect(status).toBe(200);
    const model = productModelSchema.parse(body);
    expect(model).toMatchObject({
      id: row.id,
      slug: row.slug,
      name: row.name.sv,
      modelNumber: row.model_number,
      path: productPath(row.brand, row.path, row.slug),
      isPublic: true,
    });
    expect(model.variants).toHaveLength(Number(row.variants));
    expect(model.breadcrumb.map((group) => group.path).at(-1)).toBe(row.path);
    expect(model.mainGroup.path).toBe(row.path);
    // Every variant's options exist in the option lists.
    for (const variant of model.variants) {
      expect(model.colors.map((colour) => colour.slug)).toContain(variant.colorSlug);
      expect(model.sizes.map((size) => size.slug)).toContain(variant.sizeSlug);
      expect(model.types.map((type) => type.slug)).toContain(variant.typeSlug);
      expect(variant.prices.active).toBeLessThanOrEqual(variant.prices.regular);
    }
    expect(model.properties.some((property) => property.slug.startsWith('vu-'))).toBe(false);
  });

  it('prices the variants of the asked tax area', async () => {
    const row = await richModel();
    const [fi, other] = await Promise.all(
      [1, 2].map(async (taxAreaId) =>
        productModelSchema.parse(
          (await get(`/api/products/productmodel/${row.slug}/?taxAreaId=${taxAreaId}`)).body,
        ),
      ),
    );
    const variantId = fi?.variants[0]?.variantId ?? 0;
    const price = await app.db
      .selectFrom('prices')
      .select(['active', 'regular'])
      .where('variant_id', '=', variantId)
      .where('tax_area_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(other?.variants[0]?.prices).toMatchObject(price);
  });

  it('marks orderability from stock and on-order state (catalogue §4)', async () => {
    const stocked = await app.db
      .selectFrom('stock as s')
      .innerJoin('variants as v', 'v.id', 's.variant_id')
      .innerJoin('product_models as m', 'm.id', 'v.model_id')
      .select(['m.slug', 'v.id'])
      .where('s.store_id', '=', 20)
      .where('s.quantity', '>', 0)
      .where('s.blocked', '=', false)
      .where('m.is_public', '=', true)
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const model = productModelSchema.parse(
      (await get(`/api/products/productmodel/${stocked.slug}/`)).body,
    );
    const variant = model.variants.find((candidate) => candidate.variantId === stocked.id);
    expect(variant).toMatchObject({ isOrderable: true, isStockBlocked: false });
    expect(variant?.webQuantity).toBeGreaterThan(0);
  });

  it('answers 404 "Product not found" for an unknown slug', async () => {
    const { status, body } = await get('/api/products/productmodel/no-such-product/');
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).message).toBe('Product not found');
  });

  it('answers 400 naming the field for a bad query or slug', async () => {
    const row = await richModel();
    const badTax = await get(`/api/products/productmodel/${row.slug}/?taxAreaId=abc`);
    expect(badTax.status).toBe(400);
    expect(apiErrorSchema.parse(badTax.body).fields?.[0]?.field).toBe('taxAreaId');
    const unknownTax = await get(`/api/products/productmodel/${row.slug}/?taxAreaId=999`);
    expect(unknownTax.status).toBe(400);
    expect(apiErrorSchema.parse(unknownTax.body).fields?.[0]?.field).toBe('taxAreaId');
    const badLang = await get(`/api/products/productmodel/${row.slug}/?lang=xx`);
    expect(apiErrorSchema.parse(badLang.body).fields?.[0]?.field).toBe('lang');
    const badPreview = await get(`/api/products/productmodel/${row.slug}/?preview=maybe`);
    expect(apiErrorSchema.parse(badPreview.body).fields?.[0]?.field).toBe('preview');
    const badSlug = await get('/api/products/productmodel/bad%20slug!/');
    expect(badSlug.status).toBe(400);
    expect(apiErrorSchema.parse(badSlug.body).fields?.[0]?.field).toBe('slug');
  });

  describe('a non-public model', () => {
    let slug: string;

    beforeAll(async () => {
      const row = await richModel();
      slug = row.slug;
      await app.db
        .updateTable('product_models')
        .set({ is_public: false })
        .where('id', '=', row.id)
        .execute();
    });
    afterAll(async () => {
      await app.db
        .updateTable('product_models')
        .set({ is_public: true })
        .where('slug', '=', slug)
        .execute();
    });

    it('is a 404 for guests and customers, never cached publicly', async () => {
      const guest = await get(`/api/products/productmodel/${slug}/`);
      expect(guest.status).toBe(404);
      expect(apiErrorSchema.parse(guest.body).message).toBe('Product is not public');
      expect(guest.headers['cache-control']).toBe('private, no-store');
      const token = await tokenFor('asiakas@example.com');
      const customer = await get(`/api/products/productmodel/${slug}/`, {
        authorization: `Bearer ${token}`,
      });
      expect(customer.status).toBe(404);
    });

    it('is shown to staff, by header or by the session cookie, not by so.auth', async () => {
      const token = await tokenFor('henkilokunta@example.com');
      const byHeader = await get(`/api/products/productmodel/${slug}/`, {
        authorization: `Bearer ${token}`,
      });
      expect(byHeader.status).toBe(200);
      expect(productModelSchema.parse(byHeader.body).isPublic).toBe(false);
      const byCookie = await get(`/api/products/productmodel/${slug}/`, {
        cookie: `other=1; ${SESSION_COOKIE}=${token}`,
      });
      expect(byCookie.status).toBe(200);
      const byRetiredCookie = await get(`/api/products/productmodel/${slug}/`, {
        cookie: `${RETIRED_AUTH_COOKIE}=${encodeURIComponent(`Bearer ${token}`)}`,
      });
      expect(byRetiredCookie.status).toBe(404);
    });

    it('treats a bad token as a guest', async () => {
      const response = await get(`/api/products/productmodel/${slug}/`, {
        authorization: 'Bearer not-a-real-token-at-all',
      });
      expect(response.status).toBe(404);
    });
  });

  describe('bundle offers (catalogue §2 Bundles section, §3 Bundle offer)', () => {
    let mainSlug: string;
    const offerIds: number[] = [];
    let hiddenModelId = 0;
    let secondary: { id: number; name: { en: string } }[] = [];

    /** Public ordinary models other than `except`, that have an orderable, priced variant. */
    async function sellableModels(except: number) {
      return app.db
        .selectFrom('product_models as m')
        .innerJoin('variants as v', 'v.model_id', 'm.id')
        .innerJoin('stock as s', (join) =>
          join.onRef('s.variant_id', '=', 'v.id').on('s.store_id', '=', 20),
        )
        .innerJoin('prices as p', (join) =>
          join.onRef('p.variant_id', '=', 'v.id').on('p.tax_area_id', '=', 2),
        )
        .select(['m.id', 'm.name'])
        .distinct()
        .where('m.is_public', '=', true)
        .where('m.is_gift_card', '=', false)
        .where('m.id', '!=', except)
        .where((eb) =>
          eb.or([
            eb('v.on_order', '=', true),
            eb.and([eb('s.blocked', '=', false), eb('s.quantity', '>', 0)]),
          ]),
        )
        .orderBy('m.id')
        .limit(3)
        .execute();
    }

    /** The variants of a model a bundle may sell: orderable (catalogue §4) and priced. */
    async function orderableVariants(modelId: number) {
      return app.db
        .selectFrom('variants as v')
        .innerJoin('stock as s', (join) =>
          join.onRef('s.variant_id', '=', 'v.id').on('s.store_id', '=', 20),
        )
        .innerJoin('prices as p', (join) =>
          join.onRef('p.variant_id', '=', 'v.id').on('p.tax_area_id', '=', 2),
        )
        .select(['v.id', 'p.active', 'v.size'])
        .where('v.model_id', '=', modelId)
        .where((eb) =>
          eb.or([
            eb('v.on_order', '=', true),
            eb.and([eb('s.blocked', '=', false), eb('s.quantity', '>', 0)]),
          ]),
        )
        .orderBy('v.id')
        .execute();
    }

    beforeAll(async () => {
      const main = await richModel();
      mainSlug = main.slug;
      const models = await sellableModels(main.id);
      expect(models.length).toBe(3);
      secondary = models.slice(0, 2);
      hiddenModelId = models[2]?.id ?? 0;
      const offer = (name: string, sortOrder: number) =>
        app.db
          .insertInto('bundle_offers')
          .values({
            main_model_id: main.id,
            name: JSON.stringify({ fi: `${name} fi`, en: name }),
            description: JSON.stringify({ fi: 'Osta yhdessä', en: 'Buy together' }),
            discount_percent: 15,
            sort_order: sortOrder,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const sellable = await offer('Test outfit', -2);
      const withHidden = await offer('Test hidden', -1);
      offerIds.push(sellable.id, withHidden.id);
      await app.db
        .insertInto('bundle_offer_models')
        .values([
          { bundle_id: sellable.id, model_id: secondary[1]?.id ?? 0, sort_order: 2 },
          { bundle_id: sellable.id, model_id: secondary[0]?.id ?? 0, sort_order: 1 },
          { bundle_id: withHidden.id, model_id: secondary[0]?.id ?? 0, sort_order: 1 },
          { bundle_id: withHidden.id, model_id: hiddenModelId, sort_order: 2 },
        ])
        .execute();
      await app.db
        .updateTable('product_models')
        .set({ is_public: false })
        .where('id', '=', hiddenModelId)
        .execute();
    });
    afterAll(async () => {
      await app.db.deleteFrom('bundle_offers').where('id', 'in', offerIds).execute();
      await app.db
        .updateTable('product_models')
        .set({ is_public: true })
        .where('id', '=', hiddenModelId)
        .execute();
    });

    it('carries each offer with its secondary models, orderable variants and prices', async () => {
      const { status, body } = await get(
        `/api/products/productmodel/${mainSlug}/?taxAreaId=2&lang=en`,
      );
      expect(status).toBe(200);
      const model = productModelSchema.parse(body);
      const offer = model.bundleOffers?.find((candidate) => candidate.id === offerIds[0]);
      expect(offer).toMatchObject({
        name: 'Test outfit',
        description: 'Buy together',
        discountPercent: 15,
      });
      // In the offer's order, not the models' ids.
      expect(offer?.models.map((entry) => entry.id)).toEqual([secondary[0]?.id, secondary[1]?.id]);
      expect(offer?.models[0]?.name).toBe(secondary[0]?.name.en);
      for (const entry of offer?.models ?? []) {
        const expected = await orderableVariants(entry.id);
        expect(entry.variants.map((variant) => [variant.variantId, variant.price])).toEqual(
          expected.map((row) => [row.id, row.active]),
        );
        for (const [index, variant] of entry.variants.entries()) {
          const size = expected[index]?.size.trim();
          if (size) expect(variant.label).toContain(size);
        }
        expect(entry.path).toMatch(/^\/.+\/$/);
      }
    });

    it('leaves out an offer one of whose models cannot be sold', async () => {
      const model = productModelSchema.parse(
        (await get(`/api/products/productmodel/${mainSlug}/?taxAreaId=2&lang=en`)).body,
      );
      const ids = model.bundleOffers?.map((offer) => offer.id) ?? [];
      expect(ids).toContain(offerIds[0]);
      expect(ids).not.toContain(offerIds[1]);
    });

    it('has no offers for a model that is no bundle’s main product', async () => {
      const other = secondary[0]?.id ?? 0;
      const slug = await app.db
        .selectFrom('product_models')
        .select('slug')
        .where('id', '=', other)
        .executeTakeFirstOrThrow();
      const hasOwn = await app.db
        .selectFrom('bundle_offers')
        .select('id')
        .where('main_model_id', '=', other)
        .executeTakeFirst();
      const model = productModelSchema.parse(
        (await get(`/api/products/productmodel/${slug.slug}/`)).body,
      );
      expect((model.bundleOffers ?? []).length > 0).toBe(hasOwn !== undefined);
    });
  });

  it('lists the countries a model is not shipped to, from the data', async () => {
    const row = await richModel();
    await app.db
      .updateTable('product_models')
      .set({ blocked_countries: JSON.stringify(['GB', 'no']) })
      .where('id', '=', row.id)
      .execute();
    try {
      const model = productModelSchema.parse(
        (await get(`/api/products/productmodel/${row.slug}/`)).body,
      );
      expect(model.blockedDeliveryCountries).toEqual(['gb', 'no']);
    } finally {
      await app.db
        .updateTable('product_models')
        .set({ blocked_countries: JSON.stringify([]) })
        .where('id', '=', row.id)
        .execute();
    }
  });

  describe('GET /api/products/giftcards/', () => {
    it('lists the two gift cards with their per-euro price and paths', async () => {
      const { status, body } = await get('/api/products/giftcards/?taxAreaId=1&lang=en');
      expect(status).toBe(200);
      const { giftCards } = giftCardsResponseSchema.parse(body);
      expect(giftCards.map((card) => [card.id, card.needsRecipient])).toEqual([
        [1412, false],
        [2427, true],
      ]);
      for (const card of giftCards) {
        expect(card.unitPrice).toBe(100);
        const model = await get(`/api/products/productmodel/${card.slug}/?taxAreaId=1`);
        expect(productModelSchema.parse(model.body)).toMatchObject({
          path: card.path,
          isGiftCard: true,
          needsRecipient: card.needsRecipient,
        });
      }
    });

    it('takes whether a card asks for a recipient from the data, not from its id', async () => {
      const flip = (id: number, needsRecipient: boolean) =>
        app.db
          .updateTable('product_models')
          .set({ needs_recipient: needsRecipient })
          .where('id', '=', id)
          .execute();
      await flip(1412, true);
      await flip(2427, false);
      try {
        const { body } = await get('/api/products/giftcards/?taxAreaId=1&lang=en');
        const { giftCards } = giftCardsResponseSchema.parse(body);
        expect(giftCards.map((card) => [card.id, card.needsRecipient])).toEqual([
          [1412, true],
          [2427, false],
        ]);
        const model = await get('/api/products/productmodel/gift-card-by-post/?taxAreaId=1');
        expect(productModelSchema.parse(model.body).needsRecipient).toBe(false);
      } finally {
        await flip(1412, false);
        await flip(2427, true);
      }
    });

    it('says no recipient is needed for an ordinary product', async () => {
      const row = await richModel();
      const model = await get(`/api/products/productmodel/${row.slug}/?taxAreaId=1`);
      expect(productModelSchema.parse(model.body).needsRecipient).toBe(false);
    });

    it('answers 400 for a bad tax area', async () => {
      const { status, body } = await get('/api/products/giftcards/?taxAreaId=-1');
      expect(status).toBe(400);
      expect(apiErrorSchema.parse(body).fields?.[0]?.field).toBe('taxAreaId');
    });
  });
});
