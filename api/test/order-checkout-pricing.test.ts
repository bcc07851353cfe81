import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  bundlePrice,
  type PlaceOrderRequest,
  placeOrderResponseSchema,
  startPaymentResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPricingTables } from '../src/modules/checkout-validation/pricing.table.js';
import { withPlacementTables } from '../src/modules/orders/orders.table.js';
import { withRedemptionTables } from '../src/modules/orders/redemptions.repository.js';
import { releaseOrderStock } from '../src/modules/orders/reservations.service.js';
import {
  demoLoginToken,
  findSaleCandidates,
  firstBundleOffer,
  homeDeliveryForm,
  type SaleCandidate,
  stockForSale,
  webStock as webStockOf,
} from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

/** Orders priced by the checkout: codes, gift cards, club prices, bundles and gift campaigns. */
describe.each(testBackends())('orders priced by the checkout on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let candidates: SaleCandidate[] = [];
  let buyers = 0;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    // Bundle products stay out: the bundle test sets their stock itself.
    const bundled = await app.db
      .selectFrom('bundle_offer_models as b')
      .innerJoin('variants as v', 'v.model_id', 'b.model_id')
      .select('v.id')
      .execute();
    const inBundles = new Set(bundled.map((row) => row.id));
    candidates = (await findSaleCandidates(app)).filter((variant) => !inBundles.has(variant.id));
  });
  afterAll(() => close?.());

  const tables = () => withRedemptionTables(withPlacementTables(app.db));

  async function stocked(quantity: number, where = (_: SaleCandidate) => true) {
    const index = candidates.findIndex(where);
    const [variant] = index === -1 ? [] : candidates.splice(index, 1);
    if (!variant) throw new Error('no seeded variant left for this test');
    await stockForSale(app, [variant.id], quantity);
    return variant;
  }

  const webStock = (variantId: number) => webStockOf(app, variantId);

  function request(extra: Partial<PlaceOrderRequest>): PlaceOrderRequest {
    buyers += 1;
    return {
      country_code: 'fi',
      language_code: 'en',
      form: homeDeliveryForm(`hinnoittelu${buyers}@example.com`),
      ...extra,
    };
  }

  function post(body: PlaceOrderRequest, token?: string) {
    return app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: {
        'idempotency-key': randomUUID(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body,
    });
  }

  async function placed(body: PlaceOrderRequest, token?: string) {
    const response = await post(body, token);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = placeOrderResponseSchema.parse(response.json());
    return tables()
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
  }

  const linesOf = (orderId: number) =>
    tables()
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('sort_order')
      .execute();

  it('takes the discount code in any case and counts its use', async () => {
    const variant = await stocked(5);
    const before = await withPricingTables(app.db)
      .selectFrom('discount_codes')
      .select('used_count')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    const order = await placed(
      request({
        lines: [{ variant_id: variant.id, amount: 2 }],
        discount_codes: ['Welcome10'],
        repack: true,
        special_request: 'Please gift-wrap',
      }),
    );
    const goods = variant.active * 2;
    expect(order).toMatchObject({
      discount_code: 'WELCOME10',
      discount_total: Math.round(goods * 0.1),
      lines_total: goods,
      special_request: 'Please gift-wrap',
    });
    expect(order.repack_total).toBeGreaterThanOrEqual(0);
    expect(order.total).toBe(
      goods - order.discount_total + order.delivery_total + order.repack_total,
    );
    const after = await withPricingTables(app.db)
      .selectFrom('discount_codes')
      .select('used_count')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    expect(after.used_count).toBe(before.used_count + 1);
  });

  it('refuses an order whose code does not apply, naming the code', async () => {
    const variant = await stocked(5);
    const response = await post(
      request({ lines: [{ variant_id: variant.id, amount: 1 }], discount_codes: ['NOPE'] }),
    );
    expect(response.statusCode).toBe(409);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('CHECKOUT_CHANGED');
    expect(body.fields?.map((field) => field.field)).toEqual(['discount_codes.0']);
    expect(await webStock(variant.id)).toBe(5);
  });

  it('charges a logged-in customer the club price', async () => {
    const variant = await stocked(3, (v) => v.club !== null && v.club < v.active);
    const token = await demoLoginToken(app, 'asiakas@example.com');
    const order = await placed(request({ lines: [{ variant_id: variant.id, amount: 1 }] }), token);
    const [line] = await linesOf(order.id);
    expect(line?.unit_price).toBe(variant.club);
  });

  it('lets a gift card pay all of an order, which is then paid at once', async () => {
    const variant = await stocked(2, (v) => v.active < 10_000);
    await withPricingTables(app.db)
      .insertInto('gift_cards')
      .values({
        code: 'TEST-FULL',
        initial_value: 50_000,
        balance: 50_000,
        expires_at: new Date('2099-01-01'),
      })
      .execute();
    const order = await placed(
      request({ lines: [{ variant_id: variant.id, amount: 1 }], discount_codes: ['test-full'] }),
    );
    expect(order.payment_state).toBe('paid');
    expect(order.gift_card_total).toBe(order.total);
    const card = await withPricingTables(app.db)
      .selectFrom('gift_cards')
      .select('balance')
      .where('code', '=', 'TEST-FULL')
      .executeTakeFirstOrThrow();
    expect(card.balance).toBe(50_000 - order.total);
    const held = await withPlacementTables(app.db)
      .selectFrom('stock_reservations')
      .select('state')
      .where('order_id', '=', order.id)
      .execute();
    expect(held.map((row) => row.state)).toEqual(['kept']);
  });

  it('sells a bundle at its price, split over its products, taking stock of each', async () => {
    const { offer, members } = await firstBundleOffer(app, 'last');
    await stockForSale(
      app,
      members.map((member) => member.id),
      4,
    );
    const bundleId = [offer.main_model_id, ...members.map((member) => member.id)].join('-');
    const order = await placed(request({ bundles: [{ bundle_id: bundleId, amount: 2 }] }));
    const unit = bundlePrice(
      members.map((member) => member.active),
      offer.discount_percent,
    );
    const lines = await linesOf(order.id);
    expect(lines.map((line) => line.bundle_id)).toEqual(members.map(() => bundleId));
    expect(lines.reduce((sum, line) => sum + line.unit_price, 0)).toBe(unit);
    expect(order.lines_total).toBe(unit * 2);
    for (const member of members) expect(await webStock(member.id)).toBe(2);
  });

  it('redeems a gift-campaign code once', async () => {
    const campaign = await app.db
      .selectFrom('gift_campaign_codes as c')
      .innerJoin('gift_campaign_categories as cat', 'cat.id', 'c.category_id')
      .innerJoin('gift_campaign_category_models as cm', 'cm.category_id', 'c.category_id')
      .innerJoin('variants as v', 'v.model_id', 'cm.model_id')
      .select(['c.code', 'cat.slug', 'v.id as variant_id'])
      .where('c.redeemed_at', 'is', null)
      .orderBy('c.code')
      .executeTakeFirstOrThrow();
    await stockForSale(app, [campaign.variant_id], 3);
    const body = () =>
      request({
        lines: [{ variant_id: campaign.variant_id, amount: 1 }],
        giftcampaign_data: { code: campaign.code.toLowerCase(), campaign: campaign.slug },
      });
    const order = await placed(body());
    expect(order).toMatchObject({
      gift_campaign_code: campaign.code,
      lines_total: 0,
      payment_state: 'paid',
    });
    const again = await post(body());
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).code).toBe('CHECKOUT_CHANGED');
  });

  it('gives the gift card amount and the code use back when the payment is cancelled', async () => {
    const variant = await stocked(4, (v) => v.active > 3_000);
    const pricing = withPricingTables(app.db);
    await pricing
      .insertInto('gift_cards')
      .values({
        code: 'TEST-PART',
        initial_value: 1_000,
        balance: 1_000,
        expires_at: new Date('2099-01-01'),
      })
      .execute();
    await pricing
      .insertInto('discount_codes')
      .values({
        code: 'TEST-BACK',
        percent: 10,
        amount: null,
        starts_at: new Date('2020-01-01'),
        ends_at: new Date('2099-01-01'),
        max_uses: 1,
      })
      .execute();
    const order = await placed(
      request({
        lines: [{ variant_id: variant.id, amount: 1 }],
        discount_codes: ['test-back', 'TEST-PART'],
      }),
    );
    expect(order).toMatchObject({ payment_state: 'pending', gift_card_total: 1_000 });
    const state = async () => ({
      balance: (
        await pricing
          .selectFrom('gift_cards')
          .select('balance')
          .where('code', '=', 'TEST-PART')
          .executeTakeFirstOrThrow()
      ).balance,
      used: (
        await pricing
          .selectFrom('discount_codes')
          .select('used_count')
          .where('code', '=', 'TEST-BACK')
          .executeTakeFirstOrThrow()
      ).used_count,
      stock: await webStock(variant.id),
    });
    expect(await state()).toEqual({ balance: 0, used: 1, stock: 3 });
    expect(await releaseOrderStock(app.db, order.id, 'cancelled')).toBe(true);
    expect(await state()).toEqual({ balance: 1_000, used: 0, stock: 4 });
    // Settled once: a second release gives nothing back twice.
    expect(await releaseOrderStock(app.db, order.id, 'failed')).toBe(false);
    expect(await state()).toEqual({ balance: 1_000, used: 0, stock: 4 });
  });

  it('issues a bought gift card once its order is paid, and the card then pays', async () => {
    const giftCard = await app.db
      .selectFrom('variants as v')
      .innerJoin('product_models as m', 'm.id', 'v.model_id')
      .select('v.id')
      .where('m.is_gift_card', '=', true)
      .where('m.is_public', '=', true)
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const body = request({
      gift_card_products: [{ product_id: giftCard.id, value_euros: 30, recipient_name: 'Aino' }],
    });
    const placedResponse = await post(body);
    expect(placedResponse.statusCode, placedResponse.body).toBe(201);
    const { slug, order } = placeOrderResponseSchema.parse(placedResponse.json());
    const purchases = () =>
      tables()
        .withTables<{
          order_gift_card_purchases: {
            order_id: number;
            value: number;
            gift_card_code: string | null;
          };
        }>()
        .selectFrom('order_gift_card_purchases as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.value', 'p.gift_card_code'])
        .where('o.order_number', '=', order.orderNumber)
        .execute();
    // Not paid yet: nothing issued.
    expect(await purchases()).toEqual([{ value: 3_000, gift_card_code: null }]);

    const started = await app.inject({
      method: 'POST',
      url: '/api/payments/',
      payload: { order: slug, method: 'card', language_code: 'en' },
    });
    const { redirect_url: pageUrl } = startPaymentResponseSchema.parse(started.json());
    const pressed = await app.inject({
      method: 'POST',
      url: `${pageUrl}approve/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const settled = await app.inject({ method: 'GET', url: String(pressed.headers.location) });
    expect(String(settled.headers.location)).toContain('/payment_ok/');

    const [issued] = await purchases();
    const code = issued?.gift_card_code ?? '';
    expect(code).toMatch(/^GC-[0-9A-F]{12}$/);
    const card = await withPricingTables(app.db)
      .selectFrom('gift_cards')
      .select(['balance', 'initial_value'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ balance: 3_000, initial_value: 3_000 });
    const mail = await tables()
      .selectFrom('outbox_messages')
      .select(['body', 'kind'])
      .where('recipient', '=', body.form.email)
      .where('kind', '=', 'gift-cards-issued')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain(code);

    // The new card pays at the checkout like any gift card.
    const validation = await app.inject({
      method: 'POST',
      url: '/api/checkout/',
      payload: { country_code: 'fi', discount_codes: [code.toLowerCase()] },
    });
    expect(validation.json().payment_events).toEqual([
      expect.objectContaining({ payment_id: code, processor_slug: 'gift-card' }),
    ]);
  });

  it('throttles placing orders per client', async () => {
    const limited = await startTestApp(backend, { writesPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/orders/',
          headers: { 'idempotency-key': randomUUID() },
          payload: { country_code: 'fi' },
        });
        statuses.push(response.statusCode);
      }
      // Refused requests count too: a flood of bad orders is throttled like good ones.
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it.runIf(backend === 'postgres')(
    'gives the last use of a code and a gift card balance to exactly one of many concurrent orders',
    async () => {
      const variant = await stocked(100, (v) => v.active > 1_000);
      await withPricingTables(app.db)
        .insertInto('discount_codes')
        .values({
          code: 'RACE-ONCE',
          percent: 5,
          amount: null,
          starts_at: new Date('2020-01-01'),
          ends_at: new Date('2099-01-01'),
          max_uses: 1,
        })
        .execute();
      await withPricingTables(app.db)
        .insertInto('gift_cards')
        .values({
          code: 'RACE-CARD',
          initial_value: 1_000,
          balance: 1_000,
          expires_at: new Date('2099-01-01'),
        })
        .execute();
      const race = (codes: string[]) =>
        Promise.all(
          Array.from({ length: 10 }, () =>
            post(
              request({ lines: [{ variant_id: variant.id, amount: 1 }], discount_codes: codes }),
            ),
          ),
        );
      for (const codes of [['race-once'], ['race-card']]) {
        const responses = await race(codes);
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      }
      const code = await withPricingTables(app.db)
        .selectFrom('discount_codes')
        .select('used_count')
        .where('code', '=', 'RACE-ONCE')
        .executeTakeFirstOrThrow();
      expect(code.used_count).toBe(1);
      const payments = await tables()
        .selectFrom('order_gift_card_payments')
        .select('amount')
        .where('code', '=', 'RACE-CARD')
        .execute();
      expect(payments).toEqual([{ amount: 1_000 }]);
      // Only the two winning orders took stock.
      expect(await webStock(variant.id)).toBe(98);
    },
  );
});
