import {
  apiErrorSchema,
  bundlePrice,
  type CheckoutValidationRequest,
  type CheckoutValidationResponse,
  checkoutValidationResponseSchema,
  READ_ONLY_ORDER,
  summaryAddsUp,
  toMarketMinor,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderTables } from '../src/modules/checkout/orders.table.js';
import { withPricingTables } from '../src/modules/checkout-validation/pricing.table.js';
import {
  demoLoginToken,
  findSaleCandidates,
  firstBundleOffer,
  type SaleCandidate,
  stockForSale,
} from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

const URL = '/api/checkout/';

describe.each(testBackends())('POST /api/checkout/ on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** Public, non-gift-card variants with a Finnish price and web stock, one per test. */
  let candidates: SaleCandidate[] = [];

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    candidates = await findSaleCandidates(app);
  });
  afterAll(() => close?.());

  /** A variant of its own with `quantity` in the web store, sellable, not on order. */
  async function stocked(quantity: number, where = (_: SaleCandidate) => true) {
    const index = candidates.findIndex(where);
    const [variant] = index === -1 ? [] : candidates.splice(index, 1);
    if (!variant) throw new Error('no seeded variant left for this test');
    await stockForSale(app, [variant.id], quantity);
    return variant;
  }

  async function validate(body: Partial<CheckoutValidationRequest>, token?: string) {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { country_code: 'fi', ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return checkoutValidationResponseSchema.parse(response.json());
  }

  const row = (productId: number, amount = 1) => ({
    uid: `row-${productId}`,
    product_id: productId,
    amount,
  });

  const codeErrors = (response: CheckoutValidationResponse) =>
    response.errors.filter((error) => error.field.startsWith('discount_codes'));

  it('prices a guest cart from the database, with delivery, payment and delivery time', async () => {
    const variant = await stocked(5);
    const response = await validate({ products: [row(variant.id, 2)], language_code: 'sv' });
    const [line] = response.products;
    expect(line).toMatchObject({
      product_id: variant.id,
      amount: 2,
      max_amount: 5,
      unit_price: variant.active,
      regular_unit_price: variant.regular,
      line_total: variant.active * 2,
      error: null,
    });
    expect(line?.path).toMatch(/^\/.+\/$/);
    expect(response.lines_total).toBe(variant.active * 2);
    expect(response.errors).toEqual([]);
    const pickup = response.delivery_methods.find((method) => method.slug === 'pickup-point');
    expect(pickup?.locations.length).toBeGreaterThan(0);
    const store = response.delivery_methods.find((method) => method.kind === 'store');
    expect(store?.locations.length).toBeGreaterThan(0);
    expect(response.delivery_methods.find((method) => method.kind === 'home')?.locations).toEqual(
      [],
    );
    // No method chosen yet: the first method's price shows as the delivery cost.
    expect(response.delivery_cost).toBe(response.delivery_methods[0]?.price);
    expect(response.total_price).toBe(response.lines_total + response.delivery_cost);
    expect(response.payable_price).toBe(response.total_price);
    expect(response.payment_methods.map((method) => method.slug)).toEqual([
      'card',
      'klarna',
      'paypal',
    ]);
    expect(response.show_klarna).toBe(true);
    expect(response.shipping_time_str).toMatch(/^Leveranstid \d+–\d+ vardagar$/);
    expect(response.requires_customs_ack).toBe(false);
    expect(response.reason).toBeNull();
  });

  it('gives a logged-in customer the club price where it is lower', async () => {
    const variant = await stocked(3, (v) => v.club !== null && v.club < v.active);
    const token = await demoLoginToken(app, 'asiakas@example.com');
    const guest = await validate({ products: [row(variant.id)] });
    const member = await validate({ products: [row(variant.id)] }, token);
    expect(guest.products[0]?.unit_price).toBe(variant.active);
    expect(member.products[0]).toMatchObject({ unit_price: variant.club, price_type: 'club' });
  });

  it('refuses more than the stock and says how many can be bought', async () => {
    const variant = await stocked(2);
    const response = await validate({ products: [row(variant.id, 3)] });
    expect(response.products[0]).toMatchObject({ error: 'OUT_OF_STOCK', max_amount: 2 });
    expect(response.errors).toEqual([
      expect.objectContaining({ code: 'OUT_OF_STOCK', field: 'products.0' }),
    ]);
    // A row that cannot be bought as asked is not charged.
    expect(response.lines_total).toBe(0);
  });

  it('names rows that are unknown or not delivered to the country', async () => {
    const variant = await stocked(4);
    await app.db
      .updateTable('product_models')
      .set({ blocked_countries: JSON.stringify(['SE']) })
      .where(
        'id',
        '=',
        app.db.selectFrom('variants').select('model_id').where('id', '=', variant.id),
      )
      .execute();
    const response = await validate({
      country_code: 'se',
      products: [row(variant.id), row(999_999_999)],
    });
    expect(response.products.map((line) => line.error)).toEqual([
      'NOT_DELIVERED_TO_COUNTRY',
      'UNKNOWN_PRODUCT',
    ]);
    expect(response.errors.map((error) => error.field)).toEqual(['products.0', 'products.1']);
  });

  it('matches discount codes in any case, one per order, and says why others fail', async () => {
    const variant = await stocked(9);
    const response = await validate({
      products: [row(variant.id, 3)],
      discount_codes: ['welcome10', 'NoSuchCode', 'summer2025', 'Save15'],
    });
    const goods = variant.active * 3;
    expect(response.cart_discount).toEqual({
      code: 'WELCOME10',
      amount: Math.round(goods * 0.1),
    });
    expect(response.discount_total).toBe(Math.round(goods * 0.1));
    expect(codeErrors(response).map((error) => [error.field, error.code])).toEqual([
      ['discount_codes.1', 'UNKNOWN_CODE'],
      ['discount_codes.2', 'CODE_EXPIRED'],
      ['discount_codes.3', goods >= 7_500 ? 'CODE_NOT_COMBINABLE' : 'CODE_MINIMUM_NOT_MET'],
    ]);
    // No delivery method chosen yet: delivery is "from" its cheapest and not in the total.
    expect(response.total_price).toBe(response.lines_total - response.discount_total);
    const cheapest = Math.min(...response.delivery_methods.map((method) => method.price));
    expect(response.summary.delivery).toEqual({ state: 'from', amount: cheapest });
    expect(response.summary.discounts).toEqual([
      { code: 'WELCOME10', amount: response.discount_total },
    ]);
    expect(response.summary.total).toBe(response.total_price);
  });

  it('refuses a code below its minimum and a used-up code', async () => {
    const variant = await stocked(1, (v) => v.active < 10_000);
    await withPricingTables(app.db)
      .updateTable('discount_codes')
      .set({ used_count: 1 })
      .where('code', '=', 'ONCEONLY')
      .execute();
    const response = await validate({
      products: [row(variant.id)],
      discount_codes: ['WINTER20', 'onceonly'],
    });
    expect(response.cart_discount).toBeNull();
    expect(codeErrors(response).map((error) => error.code)).toEqual([
      'CODE_MINIMUM_NOT_MET',
      'CODE_USED_UP',
    ]);
  });

  it('lets gift cards pay part of the order and refuses a spent one', async () => {
    const variant = await stocked(2);
    const response = await validate({
      products: [row(variant.id)],
      discount_codes: ['gift-card-5000', 'GIFT-CARD-SPENT'],
    });
    const paid = Math.min(5_000, response.total_price);
    expect(response.payment_events).toEqual([
      expect.objectContaining({
        payment_id: 'GIFT-CARD-5000',
        processor_slug: 'gift-card',
        amount: paid,
      }),
    ]);
    expect(response.payable_price).toBe(response.total_price - paid);
    expect(codeErrors(response)).toEqual([
      expect.objectContaining({ field: 'discount_codes.1', code: 'GIFT_CARD_EMPTY' }),
    ]);
  });

  it('makes delivery free from the threshold and prices repacking', async () => {
    const cheap = await stocked(50, (v) => v.active > 500 && v.active < 5_000);
    const small = await validate({
      products: [row(cheap.id)],
      delivery_method: 'pickup-point',
      repack: true,
    });
    const pickupPrice = small.delivery_methods.find((m) => m.slug === 'pickup-point')?.price;
    expect(small.delivery_cost).toBe(pickupPrice);
    expect(small.delivery_cost).toBeGreaterThan(0);
    expect(small.delivery_thresholds.delivery_threshold).toBe(10_000);
    expect(small.total_price).toBe(small.lines_total + small.delivery_cost + small.repack_cost);
    const amount = Math.ceil(10_000 / cheap.active);
    const large = await validate({
      products: [row(cheap.id, amount)],
      delivery_method: 'pickup-point',
    });
    expect(large.delivery_cost).toBe(0);
  });

  it('gives the chosen method’s own delivery time when every row is in stock', async () => {
    const variant = await stocked(4);
    const estimate = async (method: string) => {
      const response = await validate({
        products: [row(variant.id)],
        language_code: 'sv',
        delivery_method: method,
      });
      const chosen = response.delivery_methods.find((entry) => entry.slug === method);
      return { text: response.shipping_time_str, estimate: chosen?.timeEstimate };
    };
    const store = await estimate('store-pickup');
    const pickup = await estimate('pickup-point');
    // Collecting in a store takes longer than a parcel to a pickup point (seeded 2–5 and 1–3).
    expect(store).toEqual({ text: 'Leveranstid 2–5 vardagar', estimate: '2–5 vardagar' });
    expect(pickup).toEqual({ text: 'Leveranstid 1–3 vardagar', estimate: '1–3 vardagar' });
    const unchosen = await estimate('');
    expect(unchosen.text).toMatch(/^Leveranstid \d+–\d+ vardagar$/);
  });

  it('names a code’s minimum in hundredths of the summary currency (whole kronor in SEK)', async () => {
    const variant = await stocked(1, (v) => v.active < 10_000);
    const minimum = await withPricingTables(app.db)
      .selectFrom('discount_codes')
      .select('minimum_total')
      .where('code', '=', 'WINTER20')
      .executeTakeFirstOrThrow();
    const minimumIn = async (currency: string | null) => {
      const response = await validate({
        products: [row(variant.id)],
        currency_code: currency,
        discount_codes: ['WINTER20'],
      });
      const [error] = codeErrors(response);
      expect(error?.code).toBe('CODE_MINIMUM_NOT_MET');
      return error?.amount;
    };
    const sek = { currencyCode: 'sek', currencyRate: 11.2 };
    const inKronor = await minimumIn('sek');
    expect(inKronor).toBe(toMarketMinor(minimum.minimum_total, sek));
    expect((inKronor ?? 1) % 100).toBe(0);
    expect(await minimumIn(null)).toBe(minimum.minimum_total);
  });

  it('lists gift packing in the summary only when it is asked for', async () => {
    const variant = await stocked(3, (v) => v.active < 5_000);
    const plain = await validate({ products: [row(variant.id)], currency_code: 'sek' });
    expect(plain.summary.gift_wrap).toBeNull();
    expect(plain.repack_cost).toBeGreaterThan(0);
    const packed = await validate({
      products: [row(variant.id)],
      currency_code: 'sek',
      repack: true,
    });
    const sek = { currencyCode: 'sek', currencyRate: 11.2 };
    expect(packed.summary.gift_wrap).toBe(toMarketMinor(packed.repack_cost, sek));
    expect(packed.summary.total).toBe(plain.summary.total + (packed.summary.gift_wrap ?? 0));
    expect(summaryAddsUp(packed.summary)).toBe(true);
  });

  it('prices a bundle at its offer discount', async () => {
    const { offer, members } = await firstBundleOffer(app, 'first');
    await app.db
      .updateTable('variants')
      .set({ on_order: true })
      .where(
        'id',
        'in',
        members.map((member) => member.id),
      )
      .execute();
    const bundleId = [offer.main_model_id, ...members.map((member) => member.id)].join('-');
    const response = await validate({
      bundles: [{ uid: '1767225600', bundle_id: bundleId, amount: 2 }],
    });
    const unit = bundlePrice(
      members.map((member) => member.active),
      offer.discount_percent,
    );
    expect(response.bundles[0]).toMatchObject({
      error: null,
      unit_price: unit,
      line_total: unit * 2,
    });
    expect(response.bundles[0]?.products).toHaveLength(members.length);
    const wrong = await validate({
      bundles: [{ uid: 'b', bundle_id: `${offer.main_model_id}-999999`, amount: 1 }],
    });
    expect(wrong.bundles[0]?.error).toBe('UNKNOWN_PRODUCT');
  });

  it('answers READ_ONLY_ORDER when the pay-later order already stands', async () => {
    const order = await withOrderTables(app.db)
      .selectFrom('orders')
      .select('provider_order_id')
      .where('provider_order_id', 'is not', null)
      .where('payment_state', 'in', ['pending', 'paid'])
      .executeTakeFirstOrThrow();
    const response = await validate({ klarna_global_checkout_id: order.provider_order_id });
    expect(response.reason).toBe(READ_ONLY_ORDER);
    expect(response.kgco_id).toBe(order.provider_order_id);
    const fresh = await validate({ klarna_global_checkout_id: 'not-an-order' });
    expect(fresh.reason).toBeNull();
  });

  it('asks for customs acknowledgement where the country needs it', async () => {
    const customs = await app.db
      .selectFrom('countries')
      .select('code')
      .where('requires_customs_ack', '=', true)
      .where('is_enabled', '=', true)
      .executeTakeFirstOrThrow();
    const response = await validate({ country_code: customs.code });
    expect(response.requires_customs_ack).toBe(true);
  });

  it('answers 400 naming the field for a bad request', async () => {
    const unknownCountry = await app.inject({
      method: 'POST',
      url: URL,
      payload: { country_code: 'zz' },
    });
    expect(unknownCountry.statusCode).toBe(400);
    expect(JSON.stringify(apiErrorSchema.parse(unknownCountry.json()))).toContain('country_code');
    const badAmount = await app.inject({
      method: 'POST',
      url: URL,
      payload: { country_code: 'fi', products: [{ uid: 'a', product_id: 1, amount: 0 }] },
    });
    expect(badAmount.statusCode).toBe(400);
    expect(JSON.stringify(badAmount.json())).toContain('products.0.amount');
  });

  it('is throttled', async () => {
    const limited = await startTestApp(backend, { writesPerMinute: 1 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: URL,
          payload: { country_code: 'fi' },
        });
        statuses.push(response.statusCode);
      }
      // The frequent rate allows four a minute at one write a minute.
      expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
