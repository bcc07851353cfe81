import {
  apiErrorSchema,
  giftCardsResponseSchema,
  loginResponseSchema,
  productModelSchema,
  productPath,
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

    it('is shown to staff, by header or by the so.auth cookie', async () => {
      const token = await tokenFor('henkilokunta@example.com');
      const byHeader = await get(`/api/products/productmodel/${slug}/`, {
        authorization: `Bearer ${token}`,
      });
      expect(byHeader.status).toBe(200);
      expect(productModelSchema.parse(byHeader.body).isPublic).toBe(false);
      const byCookie = await get(`/api/products/productmodel/${slug}/`, {
        cookie: `other=1; so.auth=${encodeURIComponent(`Bearer ${token}`)}`,
      });
      expect(byCookie.status).toBe(200);
    });

    it('treats a bad token as a guest', async () => {
      const response = await get(`/api/products/productmodel/${slug}/`, {
        authorization: 'Bearer not-a-real-token-at-all',
      });
      expect(response.status).toBe(404);
    });
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
