import {
  apiErrorSchema,
  fastShippingResponseSchema,
  productDeliveryLimitResponseSchema,
  productModelSchema,
  productRelatedResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderTables } from '../src/modules/checkout/orders.table.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

const EXTRA_URL = '/api/product/extra/';
const FAST_URL = '/api/get_fast_shipping/';

describe.each(testBackends())('product extra and fast shipping on %s (catalogue §7)', (backend) => {
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

  async function expectBadField(url: string, field: string) {
    const { status, body } = await get(url);
    expect(status, url).toBe(400);
    expect(apiErrorSchema.parse(body).fields?.map((entry) => entry.field)).toContain(field);
  }

  /** A public ordinary model without delivery limits. */
  async function unlimitedModel() {
    return app.db
      .selectFrom('product_models')
      .select(['id', 'slug'])
      .where('is_public', '=', true)
      .where('is_gift_card', '=', false)
      .where('allowed_delivery_methods', 'is', null)
      .where(sql<boolean>`jsonb_array_length(blocked_countries) = 0`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }

  async function methodSlugs(country: string) {
    const rows = await app.db
      .selectFrom('delivery_methods')
      .select('slug')
      .where(sql<boolean>`country_codes ? ${country}`)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.slug);
  }

  async function deliveryLimit(slug: string, country: string) {
    const { status, body, headers } = await get(
      `${EXTRA_URL}?slug=${slug}&delivery-country-code=${country}&type=1&lang=en`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    return productDeliveryLimitResponseSchema.parse(body).delivery_method_limit;
  }

  async function related(slug: string, query = '') {
    const { status, body } = await get(
      `${EXTRA_URL}?slug=${slug}&delivery-country-code=FI&type=2&lang=en&taxAreaId=1${query}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return productRelatedResponseSchema.parse(body);
  }

  describe('type 1: delivery limits (catalogue §3)', () => {
    it('lists the methods that deliver to an allowed country, upper-casing the code', async () => {
      const model = await unlimitedModel();
      const limit = await deliveryLimit(model.slug, 'fi');
      expect(limit).toMatchObject({ country: 'FI', blocked: false, blockInfo: null });
      expect(limit.methods.map((method) => method.slug)).toEqual(await methodSlugs('fi'));
      const home = limit.methods.find((method) => method.slug === 'home-delivery');
      expect(home).toMatchObject({ name: 'Home delivery', kind: 'home', price: 990 });
      const abroad = await deliveryLimit(model.slug, 'SE');
      expect(abroad.methods.map((method) => method.slug)).toEqual(await methodSlugs('se'));
    });

    it('narrows the methods to the model’s allowed methods', async () => {
      const model = await unlimitedModel();
      await app.db
        .updateTable('product_models')
        .set({ allowed_delivery_methods: JSON.stringify(['pickup-point', 'freight']) })
        .where('id', '=', model.id)
        .execute();
      try {
        const limit = await deliveryLimit(model.slug, 'FI');
        expect(limit.methods.map((method) => method.slug)).toEqual(['pickup-point', 'freight']);
      } finally {
        await app.db
          .updateTable('product_models')
          .set({ allowed_delivery_methods: null })
          .where('id', '=', model.id)
          .execute();
      }
    });

    it('blocks a country in the model’s blocked countries, with no methods', async () => {
      const blocked = await app.db
        .selectFrom('product_models')
        .select(['slug', 'blocked_countries'])
        .where('is_public', '=', true)
        .where(sql<boolean>`jsonb_array_length(blocked_countries) > 0`)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const country = (blocked.blocked_countries[0] ?? '').toUpperCase();
      const limit = await deliveryLimit(blocked.slug, country);
      expect(limit).toEqual({ country, blocked: true, blockInfo: null, methods: [] });
      expect((await deliveryLimit(blocked.slug, 'FI')).blocked).toBe(false);
    });

    it('answers no methods for a country no method serves', async () => {
      const model = await unlimitedModel();
      expect(await methodSlugs('ru')).toEqual([]);
      const limit = await deliveryLimit(model.slug, 'ru');
      expect(limit).toEqual({ country: 'RU', blocked: false, blockInfo: null, methods: [] });
    });
  });

  describe('type 2: related products', () => {
    it('carries the bundle offers the product model has', async () => {
      const offer = await app.db
        .selectFrom('bundle_offers as o')
        .innerJoin('product_models as m', 'm.id', 'o.main_model_id')
        .select('m.slug')
        .where('m.is_public', '=', true)
        .orderBy('o.id')
        .executeTakeFirstOrThrow();
      const extra = await related(offer.slug);
      const model = productModelSchema.parse(
        (await get(`/api/products/productmodel/${offer.slug}/?taxAreaId=1&lang=en`)).body,
      );
      expect(extra.bundles).toEqual(model.bundleOffers);
    });

    it('recommends up to 8 public models of the main group, most sold first, never itself', async () => {
      // The main group with the most public models, and its least sold one (others outsell it).
      const group = await app.db
        .selectFrom('product_models')
        .select((eb) => ['main_group_id', eb.fn.countAll<number | string>().as('models')])
        .where('is_public', '=', true)
        .where('is_gift_card', '=', false)
        .groupBy('main_group_id')
        .orderBy('models', 'desc')
        .orderBy('main_group_id')
        .executeTakeFirstOrThrow();
      expect(Number(group.models)).toBeGreaterThan(2);
      const members = await app.db
        .selectFrom('product_models')
        .select(['id', 'slug', 'sold_amount'])
        .where('main_group_id', '=', group.main_group_id)
        .where('is_public', '=', true)
        .where('is_gift_card', '=', false)
        .where('is_second_hand', '=', false)
        .where('campaign_only', '=', false)
        .orderBy('sold_amount', 'desc')
        .orderBy('id')
        .execute();
      const [top, second] = members;
      const subject = members.at(-1);
      if (!top || !second || !subject) throw new Error('the seed needs a bigger group');
      const { recommendations } = await related(subject.slug);
      const ids = recommendations.map((card) => card.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(8);
      expect(ids).not.toContain(subject.id);
      expect(ids[0]).toBe(top.id);
      for (const card of recommendations) {
        expect(card.productGroupIds).toContain(group.main_group_id);
      }
      const sold = recommendations.map((card) => card.soldAmount);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
      // A hidden model is never recommended.
      await app.db
        .updateTable('product_models')
        .set({ is_public: false })
        .where('id', '=', top.id)
        .execute();
      try {
        const hidden = await related(subject.slug);
        expect(hidden.recommendations.map((card) => card.id)).not.toContain(top.id);
        expect(hidden.recommendations[0]?.id).toBe(second.id);
      } finally {
        await app.db
          .updateTable('product_models')
          .set({ is_public: true })
          .where('id', '=', top.id)
          .execute();
      }
    });

    it('lists models bought in the same orders first, else the top group’s most sold', async () => {
      const lines = await withOrderTables(app.db)
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(['l.model_id'])
        .where('o.order_number', '=', '1000101')
        .orderBy('l.sort_order')
        .execute();
      const [first, second] = lines.map((line) => line.model_id ?? 0);
      const firstSlug = await app.db
        .selectFrom('product_models')
        .select(['slug', 'main_group_id'])
        .where('id', '=', first ?? 0)
        .executeTakeFirstOrThrow();
      const together = await related(firstSlug.slug);
      expect(together.also_bought[0]?.id).toBe(second);
      expect(together.also_bought.length).toBeLessThanOrEqual(8);
      expect(together.also_bought.map((card) => card.id)).not.toContain(first);

      // A model nobody ordered: the most sold of its top-level group.
      const ordered = await withOrderTables(app.db)
        .selectFrom('order_lines')
        .select('model_id')
        .execute();
      const unordered = await app.db
        .selectFrom('product_models as m')
        .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
        .select(['m.id', 'm.slug', 'g.path'])
        .where('m.is_public', '=', true)
        .where('m.is_gift_card', '=', false)
        .where(
          'm.id',
          'not in',
          ordered.map((row) => row.model_id ?? 0),
        )
        .orderBy('m.id')
        .executeTakeFirstOrThrow();
      const top = await app.db
        .selectFrom('product_groups')
        .select('id')
        .where('path', '=', unordered.path.split('/')[0] ?? '')
        .executeTakeFirstOrThrow();
      const fallback = await related(unordered.slug);
      expect(fallback.also_bought.map((card) => card.id)).not.toContain(unordered.id);
      for (const card of fallback.also_bought) expect(card.productGroupIds).toContain(top.id);
      const sold = fallback.also_bought.map((card) => card.soldAmount);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
    });

    it('carries the model’s size guide, only when it has sizes and rows (§5)', async () => {
      const sized = await app.db
        .selectFrom('product_models as m')
        .innerJoin('size_tables as t', 't.id', 'm.sizetable_id')
        .select(['m.id', 'm.slug', 't.id as table_id', 't.sizes', 't.product_type'])
        .where('m.is_public', '=', true)
        .orderBy('m.id')
        .executeTakeFirstOrThrow();
      const { sizetables } = await related(sized.slug);
      expect(sizetables).toHaveLength(1);
      expect(sizetables[0]).toMatchObject({
        id: sized.table_id,
        productType: sized.product_type,
        sizes: sized.sizes,
        image: null,
      });
      expect(sizetables[0]?.rows.length).toBeGreaterThan(0);
      expect(sizetables[0]?.rows[0]?.values).toHaveLength(sized.sizes.length);
      expect(sizetables[0]?.name).not.toBe('');

      const empty = await app.db
        .insertInto('size_tables')
        .values({
          name: JSON.stringify({ fi: 'Tyhjä', en: 'Empty' }),
          product_type: 'clothing',
          sizes: JSON.stringify(['S', 'M']),
          rows: JSON.stringify([]),
          info_text: JSON.stringify({ fi: '', en: '' }),
          image: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.db
        .updateTable('product_models')
        .set({ sizetable_id: empty.id })
        .where('id', '=', sized.id)
        .execute();
      try {
        expect((await related(sized.slug)).sizetables).toEqual([]);
      } finally {
        await app.db
          .updateTable('product_models')
          .set({ sizetable_id: sized.table_id })
          .where('id', '=', sized.id)
          .execute();
        await app.db.deleteFrom('size_tables').where('id', '=', empty.id).execute();
      }
    });
  });

  describe('errors', () => {
    it('answers 400 naming the field for bad input', async () => {
      const { slug } = await unlimitedModel();
      await expectBadField(`${EXTRA_URL}?slug=${slug}&type=3`, 'type');
      await expectBadField(`${EXTRA_URL}?slug=${slug}&type=x`, 'type');
      await expectBadField(`${EXTRA_URL}?slug=${slug}`, 'type');
      await expectBadField(`${EXTRA_URL}?type=1`, 'slug');
      await expectBadField(
        `${EXTRA_URL}?slug=${slug}&type=1&delivery-country-code=FIN`,
        'delivery-country-code',
      );
      await expectBadField(`${EXTRA_URL}?slug=${slug}&type=2&taxAreaId=999`, 'taxAreaId');
      await expectBadField(`${EXTRA_URL}?slug=${slug}&type=2&lang=xx`, 'lang');
    });

    it('answers 404 "Product not found" for an unknown slug', async () => {
      for (const type of [1, 2]) {
        const { status, body } = await get(`${EXTRA_URL}?slug=no-such-product&type=${type}`);
        expect(status).toBe(404);
        expect(apiErrorSchema.parse(body)).toMatchObject({
          code: 'PRODUCT_NOT_FOUND',
          message: 'Product not found',
        });
      }
    });

    it('shows a hidden model to staff only, never cached publicly', async () => {
      const { id, slug } = await unlimitedModel();
      await app.db
        .updateTable('product_models')
        .set({ is_public: false })
        .where('id', '=', id)
        .execute();
      try {
        const guest = await get(`${EXTRA_URL}?slug=${slug}&type=1`);
        expect(guest.status).toBe(404);
        expect(apiErrorSchema.parse(guest.body).code).toBe('PRODUCT_NOT_PUBLIC');
        expect(guest.headers['cache-control']).toBe('private, no-store');
        const customer = await demoLoginToken(app, 'asiakas@example.com');
        const asCustomer = await get(`${EXTRA_URL}?slug=${slug}&type=2`, {
          authorization: `Bearer ${customer}`,
        });
        expect(asCustomer.status).toBe(404);
        const staff = await demoLoginToken(app, 'henkilokunta@example.com');
        const asStaff = await get(`${EXTRA_URL}?slug=${slug}&type=2`, {
          authorization: `Bearer ${staff}`,
        });
        expect(asStaff.status).toBe(200);
        expect(asStaff.headers['cache-control']).toBe('private, no-store');
      } finally {
        await app.db
          .updateTable('product_models')
          .set({ is_public: true })
          .where('id', '=', id)
          .execute();
      }
    });
  });

  describe('GET /api/get_fast_shipping/ (catalogue §5 delivery-method lookup)', () => {
    /** A variant orderable online that a retail store with express pickup also holds. */
    async function storeStockedVariant() {
      return app.db
        .selectFrom('stock as s')
        .innerJoin('stores as st', 'st.id', 's.store_id')
        .innerJoin('variants as v', 'v.id', 's.variant_id')
        .innerJoin('product_models as m', 'm.id', 'v.model_id')
        .innerJoin('stock as web', (join) =>
          join.onRef('web.variant_id', '=', 'v.id').on('web.store_id', '=', 20),
        )
        .select(['v.id', 'st.slug', 'st.name', 'st.postal_code'])
        .where('st.type', '=', 'retail')
        .where('st.pikanouto', '=', true)
        .where('s.quantity', '>', 0)
        .where('s.blocked', '=', false)
        .where('web.quantity', '>', 0)
        .where('web.blocked', '=', false)
        .where('m.is_public', '=', true)
        .where('m.allowed_delivery_methods', 'is', null)
        .where(sql<boolean>`jsonb_array_length(m.blocked_countries) = 0`)
        .orderBy('v.id')
        .orderBy('st.id')
        .executeTakeFirstOrThrow();
    }

    async function options(query: string) {
      const { status, body, headers } = await get(`${FAST_URL}?${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(headers['cache-control']).toBe('public, max-age=60');
      return fastShippingResponseSchema.parse(body);
    }

    it('lists pickup from the nearest store holding the variant first, then carriers', async () => {
      const variant = await storeStockedVariant();
      const list = await options(
        `postal_code=${variant.postal_code}&price=0&variant_id=${variant.id}&lang=en`,
      );
      expect(list[0]).toMatchObject({
        name: `Express pickup, ${variant.name}`,
        timeEstimate: 'within 2 hours',
        price: 0,
        storeSlug: variant.slug,
      });
      const held = await app.db
        .selectFrom('stock as s')
        .innerJoin('stores as st', 'st.id', 's.store_id')
        .select('st.slug')
        .where('s.variant_id', '=', variant.id)
        .where('s.quantity', '>', 0)
        .where('s.blocked', '=', false)
        .where('st.is_web', '=', false)
        .where('st.type', '!=', 'external')
        .execute();
      const stores = list.flatMap((option) => (option.storeSlug ? [option.storeSlug] : []));
      expect(stores.sort()).toEqual(held.map((row) => row.slug).sort());
      const carriers = list.filter((option) => option.storeSlug === null);
      expect(carriers.map((option) => option.name)).toEqual([
        'Pickup point',
        'Parcel locker',
        'Home delivery',
        'Freight delivery',
      ]);
      // Stores first, carriers after.
      expect(list.slice(stores.length).every((option) => option.storeSlug === null)).toBe(true);
    });

    it('is free when the price reaches the method’s free threshold', async () => {
      const variant = await storeStockedVariant();
      const priced = (list: { name: string; price: number }[], name: string) =>
        list.find((option) => option.name === name)?.price;
      const below = await options(`postal_code=00100&price=9999&variant_id=${variant.id}`);
      expect(priced(below, 'Noutopiste')).toBe(490);
      const at = await options(`postal_code=00100&price=10000&variant_id=${variant.id}`);
      expect(priced(at, 'Noutopiste')).toBe(0);
      // Home delivery has no threshold: never free.
      expect(priced(at, 'Kotiinkuljetus')).toBe(990);
    });

    it('answers 400 naming the field for a bad postcode, price or variant', async () => {
      await expectBadField(`${FAST_URL}?postal_code=123&price=0&variant_id=1`, 'postal_code');
      await expectBadField(`${FAST_URL}?postal_code=1234a&price=0&variant_id=1`, 'postal_code');
      await expectBadField(`${FAST_URL}?price=0&variant_id=1`, 'postal_code');
      await expectBadField(`${FAST_URL}?postal_code=00100&price=-1&variant_id=1`, 'price');
      await expectBadField(`${FAST_URL}?postal_code=00100&price=0&variant_id=0`, 'variant_id');
    });

    it('answers 404 for an unknown variant', async () => {
      const { status, body } = await get(`${FAST_URL}?postal_code=00100&price=0&variant_id=999999`);
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body).code).toBe('PRODUCT_NOT_FOUND');
    });
  });

  describe('product model additions', () => {
    it('has offers that end within the 30-day window of the day the shop was prepared, and after it', async () => {
      const window = 30 * 86_400_000;
      const now = Date.now();
      const ends = await app.db
        .selectFrom('product_models')
        .select('price_ending')
        .where('is_public', '=', true)
        .where('price_ending', 'is not', null)
        .execute();
      const ahead = ends.map((row) => new Date(row.price_ending ?? 0).getTime() - now);
      expect(ahead.filter((ms) => ms > 0 && ms <= window).length).toBeGreaterThanOrEqual(3);
      expect(ahead.some((ms) => ms > window)).toBe(true);
    });

    it('carries when the current offer ends (catalogue §4 Price ending)', async () => {
      const ending = await app.db
        .selectFrom('product_models')
        .select(['slug', 'price_ending'])
        .where('is_public', '=', true)
        .where('price_ending', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const model = productModelSchema.parse(
        (await get(`/api/products/productmodel/${ending.slug}/`)).body,
      );
      const end = new Date(ending.price_ending ?? 0);
      expect(model.priceEnding).toBe(end.toISOString());
      // The same instant on Helsinki's clock (UTC+2 in winter, UTC+3 in summer).
      expect(model.priceEndingShopTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      const shopClockAsUtc = Date.parse(`${model.priceEndingShopTime}:00Z`);
      expect([2, 3]).toContain((shopClockAsUtc - end.getTime()) / 3_600_000);
      const open = await app.db
        .selectFrom('product_models')
        .select('slug')
        .where('is_public', '=', true)
        .where('price_ending', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const plain = productModelSchema.parse(
        (await get(`/api/products/productmodel/${open.slug}/`)).body,
      );
      expect(plain.priceEnding).toBeNull();
      expect(plain.priceEndingShopTime).toBeNull();
    });

    it('carries the quote, the texts as written, the new parent and the brand country (catalogue §2)', async () => {
      const model = (slug: string, lang: string) =>
        get(`/api/products/productmodel/${slug}/?lang=${lang}`).then(({ body }) =>
          productModelSchema.parse(body),
        );
      const translated = await app.db
        .selectFrom('product_models')
        .select(['slug', 'original_language'])
        .where('is_machine_translated', '=', true)
        .where('is_public', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const other = translated.original_language === 'fi' ? 'sv' : 'fi';
      const asTranslated = await model(translated.slug, other);
      expect(asTranslated.original?.language).toBe(translated.original_language);
      expect(asTranslated.original?.longDescriptionHtml).toBeTruthy();
      expect((await model(translated.slug, translated.original_language)).original).toBeNull();

      const quoted = await app.db
        .selectFrom('product_models')
        .select('slug')
        .where('quote', 'is not', null)
        .where('is_public', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const withQuote = await model(quoted.slug, 'fi');
      expect(withQuote.quote?.text).toBeTruthy();
      expect(withQuote.manufacturer.countryCode).toMatch(/^[a-z]{2}$/);

      // A small seed may have no second-hand product: the newest public model becomes one.
      const [used, parent] = await app.db
        .selectFrom('product_models')
        .select(['id', 'slug'])
        .where('is_public', '=', true)
        .where('is_gift_card', '=', false)
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      if (!used || !parent) throw new Error('the seed has too few models');
      await app.db
        .updateTable('product_models')
        .set({ is_second_hand: true, second_hand_parent_id: parent.id })
        .where('id', '=', used.id)
        .execute();
      const secondHand = await model(used.slug, 'en');
      expect(secondHand.secondHandParent?.path).toMatch(new RegExp(`/${parent.slug}/$`));
      expect((await model(quoted.slug, 'en')).secondHandParent).toBeNull();
    });

    it("marks variants the supplier's stock holds (the availability table's external column)", async () => {
      const held = await app.db
        .selectFrom('stock as s')
        .innerJoin('stores as st', 'st.id', 's.store_id')
        .innerJoin('variants as v', 'v.id', 's.variant_id')
        .innerJoin('product_models as m', 'm.id', 'v.model_id')
        .select(['m.slug', 'v.id as variantId'])
        .where('st.type', '=', 'external')
        .where('s.quantity', '>', 0)
        .where('s.blocked', '=', false)
        .where('m.is_public', '=', true)
        .orderBy('v.id')
        .executeTakeFirstOrThrow();
      const model = productModelSchema.parse(
        (await get(`/api/products/productmodel/${held.slug}/`)).body,
      );
      const variant = model.variants.find((entry) => entry.variantId === held.variantId);
      expect(variant?.inExternalStock).toBe(true);
      expect(variant?.inStockStores.every((store) => store.slug !== 'external')).toBe(true);
    });

    /** A public model with stock in a retail store. */
    async function storeStockedModel() {
      return app.db
        .selectFrom('stock as s')
        .innerJoin('stores as st', 'st.id', 's.store_id')
        .innerJoin('variants as v', 'v.id', 's.variant_id')
        .innerJoin('product_models as m', 'm.id', 'v.model_id')
        .select(['m.id', 'm.slug'])
        .where('st.type', '=', 'retail')
        .where('m.is_public', '=', true)
        .orderBy('m.id')
        .executeTakeFirstOrThrow();
    }

    it('gives staff the per-store stock with shelf codes, privately (catalogue §1)', async () => {
      const row = await storeStockedModel();
      for (const account of ['henkilokunta@example.com', 'admin@example.com']) {
        const token = await demoLoginToken(app, account);
        const { status, body, headers } = await get(`/api/products/productmodel/${row.slug}/`, {
          authorization: `Bearer ${token}`,
        });
        expect(status).toBe(200);
        expect(headers['cache-control']).toBe('private, no-store');
        const model = productModelSchema.parse(body);
        expect(model.staffStock?.map((entry) => entry.variantId)).toEqual(
          model.variants.map((variant) => variant.variantId),
        );
        const stock = await app.db
          .selectFrom('stock as s')
          .innerJoin('variants as v', 'v.id', 's.variant_id')
          .select(['s.variant_id', 's.store_id', 's.quantity', 's.shelf_code'])
          .where('v.model_id', '=', row.id)
          .execute();
        const sent = (model.staffStock ?? []).flatMap((entry) =>
          entry.stores.map((store) => [
            entry.variantId,
            store.storeId,
            store.quantity,
            store.shelfCode,
          ]),
        );
        expect(sent).toHaveLength(stock.length);
        for (const entry of stock) {
          expect(sent).toContainEqual([
            entry.variant_id,
            entry.store_id,
            entry.quantity,
            entry.shelf_code,
          ]);
        }
        // The web store (20) comes first and has the warehouse shelf.
        const first = model.staffStock?.[0]?.stores[0];
        expect(first?.storeId).toBe(20);
        expect(first?.shelfCode).toBeTruthy();
        // So do the retail stores, under their own prefix.
        expect(sent.some(([, storeId, , shelf]) => Number(storeId) < 8 && shelf)).toBe(true);
      }
    });

    it('sends no staff stock to guests or customers', async () => {
      const row = await storeStockedModel();
      const guest = await get(`/api/products/productmodel/${row.slug}/`);
      expect(guest.status).toBe(200);
      expect(guest.body).not.toHaveProperty('staffStock');
      expect(guest.headers['cache-control']).toBeUndefined();
      const token = await demoLoginToken(app, 'asiakas@example.com');
      const customer = await get(`/api/products/productmodel/${row.slug}/`, {
        authorization: `Bearer ${token}`,
      });
      expect(customer.status).toBe(200);
      expect(customer.body).not.toHaveProperty('staffStock');
    });
  });
});
