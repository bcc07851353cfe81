import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  formatMoney,
  formatPrice,
  type Language,
  orderResponseSchema,
  orderStatusResponseSchema,
  type PaymentMethodSlug,
  placeOrderResponseSchema,
  startPaymentResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_STORE_ID } from '../src/lib/web-store.js';
import { paymentMethodName } from '../src/modules/checkout-validation/pricing.rules.js';
import { withPlacementTables } from '../src/modules/orders/orders.table.js';
import { releaseOrderStock } from '../src/modules/orders/reservations.service.js';
import {
  releaseAbandonedPayment,
  releaseAbandonedPayments,
} from '../src/modules/payments/payments.abandonment.js';
import { signReport } from '../src/modules/payments/payments.rules.js';
import { type PaymentResult, withPaymentTables } from '../src/modules/payments/payments.table.js';
import { FINLAND_TAX_AREA, stockForSale, webStock as webStockOf } from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

const SECRET = 'a-payment-signing-secret-for-the-tests-only';
const MINUTE_MS = 60_000;

describe.each(testBackends())('sandbox payments on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** Public variants with a Finnish price and a web stock row, handed out one per test. */
  let candidates: number[] = [];
  let buyers = 0;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend, { paymentSigningSecret: SECRET }));
    const rows = await app.db
      .selectFrom('variants as v')
      .innerJoin('product_models as m', 'm.id', 'v.model_id')
      .innerJoin('prices as p', 'p.variant_id', 'v.id')
      .innerJoin('stock as s', 's.variant_id', 'v.id')
      .select('v.id')
      .where('m.is_public', '=', true)
      .where('m.is_gift_card', '=', false)
      .where('p.tax_area_id', '=', FINLAND_TAX_AREA)
      .where('s.store_id', '=', WEB_STORE_ID)
      .orderBy('v.id')
      .execute();
    candidates = rows.map((row) => row.id);
  });
  afterAll(() => close?.());

  const payments = () => withPaymentTables(app.db);

  /** A variant of its own for one test, with exactly `quantity` sellable in the web store. */
  async function stockedVariant(quantity: number) {
    const variantId = candidates.shift();
    if (variantId === undefined) throw new Error('ran out of seeded variants');
    await stockForSale(app, [variantId], quantity);
    return variantId;
  }

  const webStock = (variantId: number) => webStockOf(app, variantId);

  /**
   * Places a Finnish home delivery of `amount` of the variant through `POST /api/orders/`, in
   * `currencyCode` when given (else the country's euro).
   */
  async function placeOrder(
    variantId: number,
    amount: number,
    language: Language,
    currencyCode: string | null = null,
  ) {
    buyers += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        country_code: 'fi',
        currency_code: currencyCode,
        language_code: language,
        lines: [{ variant_id: variantId, amount }],
        form: {
          delivery_method: 'home-delivery',
          first_name: 'Aino',
          last_name: 'Maksaja',
          address: 'Mannerheimintie 1',
          postal_code: '00100',
          city: 'Helsinki',
          phone: '+358 40 123 4567',
          email: `maksaja${buyers}@example.com`,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = placeOrderResponseSchema.parse(response.json());
    const row = await payments()
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', placed.order.orderNumber)
      .executeTakeFirstOrThrow();
    return { slug: placed.slug, orderId: row.id, order: placed.order };
  }

  function postStart(body: object) {
    return app.inject({ method: 'POST', url: '/api/payments/', payload: body });
  }

  /** Starts a payment; returns the sandbox page's path and the session id in it. */
  async function startPayment(slug: string, language: Language, method: PaymentMethodSlug) {
    const response = await postStart({ order: slug, method, language_code: language });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { redirect_url: pageUrl } = startPaymentResponseSchema.parse(response.json());
    const sessionId = /^\/api\/payments\/sandbox\/([0-9a-f]{64})\/$/.exec(pageUrl)?.[1];
    if (!sessionId) throw new Error(`unexpected sandbox page ${pageUrl}`);
    return { pageUrl, sessionId };
  }

  /** Presses a sandbox button as a browser posts a plain form; returns the callback URL. */
  async function press(pageUrl: string, decision: 'approve' | 'cancel' | 'fail') {
    const response = await app.inject({
      method: 'POST',
      url: `${pageUrl}${decision}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/api\/payments\/callback\/\?/);
    return location;
  }

  /** Follows a callback URL; returns the outcome page it redirects to. */
  async function followCallback(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(303);
    return String(response.headers.location);
  }

  /** Places an order of `amount`, starts paying it and presses `decision`: the whole journey. */
  async function journey(options: {
    variantId: number;
    amount: number;
    language: Language;
    decision: 'approve' | 'cancel' | 'fail';
    method?: PaymentMethodSlug;
  }) {
    const placed = await placeOrder(options.variantId, options.amount, options.language);
    const { pageUrl, sessionId } = await startPayment(
      placed.slug,
      options.language,
      options.method ?? 'card',
    );
    const callbackUrl = await press(pageUrl, options.decision);
    return { ...placed, sessionId, callbackUrl, outcome: await followCallback(callbackUrl) };
  }

  function signedCallback(session: string, result: PaymentResult, ts: number, secret = SECRET) {
    const sig = signReport(secret, { session, result, ts });
    return `/api/payments/callback/?${new URLSearchParams({ session, result, ts: String(ts), sig })}`;
  }

  const nowSeconds = (offsetMs = 0) => Math.floor((Date.now() + offsetMs) / 1000);

  async function paymentState(orderId: number) {
    const row = await payments()
      .selectFrom('orders')
      .select('payment_state')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.payment_state;
  }

  async function reservationStates(orderId: number) {
    const rows = await payments()
      .selectFrom('stock_reservations')
      .select('state')
      .where('order_id', '=', orderId)
      .execute();
    return rows.map((row) => row.state);
  }

  async function sessionState(sessionId: string) {
    const row = await payments()
      .selectFrom('payment_sessions')
      .select(['state', 'settled_at'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return row;
  }

  async function history(orderId: number) {
    const rows = await withPlacementTables(app.db)
      .selectFrom('order_history')
      .select('event')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.event as string);
  }

  function expectFieldError(response: { statusCode: number; body: string }, field: string) {
    expect(response.statusCode, response.body).toBe(400);
    const body = apiErrorSchema.parse(JSON.parse(response.body));
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.map((entry) => entry.field)).toEqual([field]);
  }

  it('shows the sandbox page in the session language, with the order, amount and buttons', async () => {
    const variantId = await stockedVariant(3);
    const placed = await placeOrder(variantId, 1, 'sv');
    const { pageUrl, sessionId } = await startPayment(placed.slug, 'sv', 'card');
    const session = await payments()
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      order_id: placed.orderId,
      method: 'card',
      amount: placed.order.total,
      language: 'sv',
      state: 'open',
      settled_at: null,
    });

    const page = await app.inject({ method: 'GET', url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Outdoor Shop');
    expect(html).toContain(placed.order.orderNumber);
    const amount = formatPrice(placed.order.total, {
      currencyCode: 'eur',
      currencyRate: 1,
      language: 'sv',
    });
    expect(html).toContain(amount);
    expect(amount).toContain('€');
    expect(html).toContain('Kortbetalning');
    for (const [decision, label] of [
      ['approve', 'Godkänn betalningen'],
      ['cancel', 'Avbryt betalningen'],
      ['fail', 'Låt betalningen misslyckas'],
    ]) {
      expect(html).toContain(
        `<form method="post" action="${pageUrl}${decision}/"><button type="submit">${label}</button></form>`,
      );
    }
    expect(html).not.toContain('<script');
  });

  it('charges a SEK order what its summary says, in whole kronor (decision 0023)', async () => {
    const variantId = await stockedVariant(3);
    const placed = await placeOrder(variantId, 2, 'sv', 'sek');
    const { summary } = placed.order;
    expect(summary.currency).toBe('SEK');
    expect(summary.charged % 100).toBe(0);
    const { pageUrl, sessionId } = await startPayment(placed.slug, 'sv', 'card');
    const session = await payments()
      .selectFrom('payment_sessions')
      .select(['amount', 'currency_code'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ amount: summary.charged, currency_code: 'SEK' });

    const page = await app.inject({ method: 'GET', url: pageUrl });
    expect(page.statusCode).toBe(200);
    const amount = formatMoney(summary.charged, 'SEK', 'sv');
    expect(amount).toMatch(/^[\d\s\u00a0]+\u00a0kr$/);
    expect(page.body).toContain(amount);
    expect(page.body).not.toContain('€');
    expect(page.body).not.toMatch(/\d,\d{2}\u00a0kr/);

    await followCallback(await press(pageUrl, 'approve'));
    const approval = await withPlacementTables(app.db)
      .selectFrom('order_history')
      .select('note')
      .where('order_id', '=', placed.orderId)
      .where('event', '=', 'payment-approved')
      .executeTakeFirstOrThrow();
    expect(approval.note).toBe(`card, ${formatMoney(summary.charged, 'SEK', 'en')}`);
  });

  it('names the method of the latest payment session in the order summary, in its language', async () => {
    const variantId = await stockedVariant(3);
    const placed = await placeOrder(variantId, 1, 'fi');
    expect(placed.order.summary.payment_method).toBeNull();
    const orderIn = async (language: Language) => {
      const query = new URLSearchParams({ slug: placed.slug, lang: language });
      const response = await app.inject({ method: 'GET', url: `/api/orders/by-slug/?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return orderResponseSchema.parse(response.json());
    };
    await startPayment(placed.slug, 'fi', 'klarna');
    expect((await orderIn('fi')).summary.payment_method).toBe('Klarna');
    // The shopper went back and chose the card: the latest session's method is the one named.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await startPayment(placed.slug, 'fi', 'card');
    for (const language of ['fi', 'sv', 'ru'] as const) {
      const { summary } = await orderIn(language);
      expect(summary.payment_method).toBe(paymentMethodName('card', language));
    }
    expect(paymentMethodName('card', 'sv')).toBe('Kortbetalning');
    expect(paymentMethodName('paypal', 'de')).toBe('PayPal');
  });

  it('answers an unknown session with a 404 page in the browser’s language', async () => {
    const unknown = `/api/payments/sandbox/${'0'.repeat(64)}/`;
    const page = await app.inject({
      method: 'GET',
      url: unknown,
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Zahlung nicht gefunden');
    const odd = await app.inject({ method: 'GET', url: '/api/payments/sandbox/not-a-session/' });
    expect(odd.statusCode).toBe(404);
    expect(odd.body).toContain('<html lang="fi">');
    const pressed = await app.inject({ method: 'POST', url: `${unknown}approve/` });
    expect(pressed.statusCode).toBe(404);
    expect(pressed.headers.location).toBeUndefined();
  });

  it('approves: the order is paid, its stock stays taken, the shopper lands on payment ok', async () => {
    const variantId = await stockedVariant(5);
    const paid = await journey({ variantId, amount: 2, language: 'sv', decision: 'approve' });
    expect(paid.outcome).toBe(`/sv/order/betalning-ok/${paid.slug}/`);
    expect(await paymentState(paid.orderId)).toBe('paid');
    expect(await reservationStates(paid.orderId)).toEqual(['kept']);
    expect(await webStock(variantId)).toBe(3);
    const session = await sessionState(paid.sessionId);
    expect(session.state).toBe('approved');
    expect(session.settled_at).not.toBeNull();
    expect(await history(paid.orderId)).toEqual(['placed', 'payment-approved']);
    const status = await app.inject(`/api/orders/status/?order=${encodeURIComponent(paid.slug)}`);
    expect(orderStatusResponseSchema.parse(status.json())).toMatchObject({
      paymentState: 'paid',
      outcome: 'ok',
    });
    // The sweep of abandoned payments never touches a paid order's stock.
    const late = new Date(Date.now() + 31 * MINUTE_MS);
    expect(await releaseOrderStock(app.db, paid.orderId, 'expired', late)).toBe(false);
    expect(await webStock(variantId)).toBe(3);
  });

  it('cancels: the stock goes back and the shopper lands on payment cancelled (fi unprefixed)', async () => {
    const variantId = await stockedVariant(4);
    const cancelled = await journey({ variantId, amount: 3, language: 'fi', decision: 'cancel' });
    expect(cancelled.outcome).toBe(`/tilaus/maksu-peruttu/${cancelled.slug}/`);
    expect(await webStock(variantId)).toBe(4);
    expect(await paymentState(cancelled.orderId)).toBe('cancelled');
    expect(await reservationStates(cancelled.orderId)).toEqual(['released']);
    expect((await sessionState(cancelled.sessionId)).state).toBe('cancelled');
    expect(await history(cancelled.orderId)).toEqual(['placed', 'payment-cancelled']);
  });

  it('fails: the stock goes back and the shopper lands on payment error', async () => {
    const variantId = await stockedVariant(2);
    const failed = await journey({
      variantId,
      amount: 2,
      language: 'en',
      decision: 'fail',
      method: 'paypal',
    });
    expect(failed.outcome).toBe(`/en/order/payment_error/${failed.slug}/`);
    expect(await webStock(variantId)).toBe(2);
    expect(await paymentState(failed.orderId)).toBe('failed');
    expect(await reservationStates(failed.orderId)).toEqual(['released']);
    expect((await sessionState(failed.sessionId)).state).toBe('failed');
    expect(await history(failed.orderId)).toEqual(['placed', 'payment-failed']);
  });

  it('refuses a tampered callback with a 400 naming sig, and changes nothing', async () => {
    const variantId = await stockedVariant(5);
    const placed = await placeOrder(variantId, 1, 'sv');
    const { pageUrl, sessionId } = await startPayment(placed.slug, 'sv', 'klarna');
    const genuine = new URL(await press(pageUrl, 'cancel'), 'http://shop.test');
    const tamper = (changes: Record<string, string>) => {
      const query = new URLSearchParams(genuine.search);
      for (const [key, value] of Object.entries(changes)) query.set(key, value);
      return `${genuine.pathname}?${query}`;
    };
    const sig = genuine.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const ts = genuine.searchParams.get('ts') ?? '';
    for (const url of [
      tamper({ sig: flipped }),
      tamper({ result: 'approved' }),
      tamper({ ts: String(Number(ts) + 1) }),
      signedCallback(sessionId, 'approved', nowSeconds(), 'another-secret-of-at-least-32-chars'),
    ]) {
      expectFieldError(await app.inject({ method: 'GET', url }), 'sig');
    }
    expectFieldError(await app.inject(tamper({ sig: 'not-hex' })), 'sig');
    expect(await paymentState(placed.orderId)).toBe('pending');
    expect(await reservationStates(placed.orderId)).toEqual(['held']);
    expect(await webStock(variantId)).toBe(4);
    expect((await sessionState(sessionId)).state).toBe('open');
    expect(await history(placed.orderId)).toEqual(['placed']);
    // The genuine report still settles the session.
    expect(await followCallback(`${genuine.pathname}${genuine.search}`)).toBe(
      `/sv/order/betalning-avbruten/${placed.slug}/`,
    );
    expect(await webStock(variantId)).toBe(5);
  });

  it('refuses a callback signed more than 15 minutes ago with a 400 naming ts', async () => {
    const variantId = await stockedVariant(5);
    const placed = await placeOrder(variantId, 1, 'en');
    const { sessionId } = await startPayment(placed.slug, 'en', 'card');
    for (const ts of [nowSeconds(-16 * MINUTE_MS), nowSeconds(10 * MINUTE_MS)]) {
      expectFieldError(await app.inject(signedCallback(sessionId, 'approved', ts)), 'ts');
    }
    expect(await paymentState(placed.orderId)).toBe('pending');
    expect((await sessionState(sessionId)).state).toBe('open');
    const recent = signedCallback(sessionId, 'approved', nowSeconds(-14 * MINUTE_MS));
    expect(await followCallback(recent)).toBe(`/en/order/payment_ok/${placed.slug}/`);
    expect(await paymentState(placed.orderId)).toBe('paid');
  });

  it('answers a repeated callback with the same page and changes nothing', async () => {
    const variantId = await stockedVariant(6);
    const paid = await journey({ variantId, amount: 2, language: 'de', decision: 'approve' });
    expect(paid.outcome).toBe(`/de/bestellung/zahlung-ok/${paid.slug}/`);
    expect(await followCallback(paid.callbackUrl)).toBe(paid.outcome);
    // A later report of another result for the settled session does not undo the payment.
    const cancel = signedCallback(paid.sessionId, 'cancelled', nowSeconds());
    expect(await followCallback(cancel)).toBe(paid.outcome);
    expect(await webStock(variantId)).toBe(4);
    expect(await paymentState(paid.orderId)).toBe('paid');
    expect(await reservationStates(paid.orderId)).toEqual(['kept']);
    expect(await history(paid.orderId)).toEqual(['placed', 'payment-approved']);
  });

  it('does not mark an order paid whose hold expired before the approval came', async () => {
    const variantId = await stockedVariant(3);
    const placed = await placeOrder(variantId, 2, 'sv');
    const { pageUrl, sessionId } = await startPayment(placed.slug, 'sv', 'card');
    const late = new Date(Date.now() + 31 * MINUTE_MS);
    expect(await releaseOrderStock(app.db, placed.orderId, 'expired', late)).toBe(true);
    expect(await webStock(variantId)).toBe(3);

    const outcome = await followCallback(await press(pageUrl, 'approve'));
    expect(outcome).toBe(`/sv/order/betalningsfel/${placed.slug}/`);
    expect(await paymentState(placed.orderId)).toBe('cancelled');
    expect(await reservationStates(placed.orderId)).toEqual(['released']);
    expect(await webStock(variantId)).toBe(3);
    expect((await sessionState(sessionId)).state).toBe('failed');
    expect(await history(placed.orderId)).toEqual([
      'placed',
      'reservation-expired',
      'payment-refused',
    ]);
  });

  it('refuses to start paying an order that is not pending any more (409)', async () => {
    const variantId = await stockedVariant(5);
    const paid = await journey({ variantId, amount: 1, language: 'fr', decision: 'approve' });
    expect(paid.outcome).toBe(`/fr/commande/paiement-ok/${paid.slug}/`);
    const cancelled = await journey({ variantId, amount: 1, language: 'ru', decision: 'cancel' });
    expect(cancelled.outcome).toBe(`/ru/zakaz/oplata-otmenena/${cancelled.slug}/`);
    for (const slug of [paid.slug, cancelled.slug]) {
      const response = await postStart({ order: slug, method: 'card', language_code: 'fi' });
      expect(response.statusCode, response.body).toBe(409);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('ORDER_NOT_PENDING');
      expect(error.message).toContain('only a pending order');
    }
    const sessions = await payments()
      .selectFrom('payment_sessions')
      .select('id')
      .where('order_id', 'in', [paid.orderId, cancelled.orderId])
      .execute();
    expect(sessions).toHaveLength(2);
  });

  it('answers 404 alike for an unknown order number and a wrong token', async () => {
    const variantId = await stockedVariant(2);
    const placed = await placeOrder(variantId, 1, 'fi');
    const [number, token = ''] = placed.slug.split('/');
    const wrongToken = `${number}/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bodies = [];
    for (const order of [`9999999/${token}`, wrongToken]) {
      const response = await postStart({ order, method: 'card', language_code: 'fi' });
      expect(response.statusCode).toBe(404);
      bodies.push(response.json());
    }
    expect(bodies[0]).toEqual(bodies[1]);
    expect(apiErrorSchema.parse(bodies[0]).code).toBe('ORDER_NOT_FOUND');
    expectFieldError(
      await postStart({ order: placed.slug, method: 'cash', language_code: 'fi' }),
      'method',
    );
    expectFieldError(
      await postStart({ order: 'no-slug', method: 'card', language_code: 'fi' }),
      'order',
    );
  });

  // PGlite has one connection, so its transactions cannot interleave; PostgreSQL's do.
  it.skipIf(backend === 'pglite')(
    'settles a session once when approve and cancel callbacks arrive at the same time',
    async () => {
      const variantId = await stockedVariant(20);
      for (let round = 0; round < 6; round += 1) {
        const before = await webStock(variantId);
        const placed = await placeOrder(variantId, 2, 'sv');
        const { sessionId } = await startPayment(placed.slug, 'sv', 'card');
        const ts = nowSeconds();
        const reports = (['approved', 'cancelled', 'approved', 'cancelled'] as const).map(
          (result) => signedCallback(sessionId, result, ts),
        );
        const locations = await Promise.all(reports.map((url) => followCallback(url)));
        expect(new Set(locations).size).toBe(1);

        const { state } = await sessionState(sessionId);
        const settlements = (await history(placed.orderId)).filter((event) => event !== 'placed');
        expect(settlements).toHaveLength(1);
        if (state === 'approved') {
          expect(locations[0]).toBe(`/sv/order/betalning-ok/${placed.slug}/`);
          expect(await paymentState(placed.orderId)).toBe('paid');
          expect(await reservationStates(placed.orderId)).toEqual(['kept']);
          expect(await webStock(variantId)).toBe(before - 2);
        } else {
          expect(state).toBe('cancelled');
          expect(locations[0]).toBe(`/sv/order/betalning-avbruten/${placed.slug}/`);
          expect(await paymentState(placed.orderId)).toBe('cancelled');
          expect(await reservationStates(placed.orderId)).toEqual(['released']);
          expect(await webStock(variantId)).toBe(before);
        }
      }
    },
  );

  /** Shows a session's provider page as a browser does: the sign that someone is paying. */
  async function openPage(pageUrl: string) {
    const response = await app.inject({ method: 'GET', url: pageUrl });
    expect(response.statusCode, response.body).toBe(200);
  }

  const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS);

  it('releases the hold early when nobody opens the provider page within 5 minutes', async () => {
    const variantId = await stockedVariant(4);
    const placed = await placeOrder(variantId, 3, 'en');
    expect(await releaseAbandonedPayment(app.db, placed.orderId, minutesAhead(4))).toBe(false);
    // Paying started, but the shopper never reached the provider's page.
    const { pageUrl, sessionId } = await startPayment(placed.slug, 'en', 'card');
    expect(await releaseAbandonedPayment(app.db, placed.orderId, minutesAhead(4))).toBe(false);
    expect(await webStock(variantId)).toBe(1);

    const abandoned = minutesAhead(5.1);
    expect(await releaseAbandonedPayment(app.db, placed.orderId, abandoned)).toBe(true);
    // Idempotent: the order is settled, a second release (or the sweep) changes nothing.
    expect(await releaseAbandonedPayment(app.db, placed.orderId, abandoned)).toBe(false);
    expect(await webStock(variantId)).toBe(4);
    expect(await paymentState(placed.orderId)).toBe('cancelled');
    expect(await reservationStates(placed.orderId)).toEqual(['released']);

    // An approval that comes after the release is refused: the stock may be someone else's.
    const outcome = await followCallback(await press(pageUrl, 'approve'));
    expect(outcome).toBe(`/en/order/payment_error/${placed.slug}/`);
    expect((await sessionState(sessionId)).state).toBe('failed');
    expect(await webStock(variantId)).toBe(4);
    expect(await history(placed.orderId)).toEqual([
      'placed',
      'payment-abandoned',
      'payment-refused',
    ]);
  });

  it('keeps the hold of a shopper on the provider page until 10 minutes pass without a sign', async () => {
    const variantId = await stockedVariant(5);
    const placed = await placeOrder(variantId, 2, 'fi');
    const { pageUrl } = await startPayment(placed.slug, 'fi', 'card');
    await openPage(pageUrl);
    // Past the start grace, but the page was shown: the sweep leaves the order alone.
    await releaseAbandonedPayments(app.db, minutesAhead(9));
    expect(await paymentState(placed.orderId)).toBe('pending');
    expect(await webStock(variantId)).toBe(3);

    expect(await releaseAbandonedPayments(app.db, minutesAhead(10.1))).toBeGreaterThanOrEqual(1);
    expect(await paymentState(placed.orderId)).toBe('cancelled');
    expect(await reservationStates(placed.orderId)).toEqual(['released']);
    expect(await webStock(variantId)).toBe(5);
    expect(await history(placed.orderId)).toEqual(['placed', 'payment-abandoned']);
  });

  // PGlite has one connection, so its transactions cannot interleave; PostgreSQL's do.
  it.skipIf(backend === 'pglite')(
    'never both releases an abandoned hold and marks the order paid when an approval races it',
    async () => {
      const variantId = await stockedVariant(20);
      for (let round = 0; round < 8; round += 1) {
        const before = await webStock(variantId);
        const placed = await placeOrder(variantId, 2, 'de');
        const { pageUrl, sessionId } = await startPayment(placed.slug, 'de', 'card');
        const callbackUrl = await press(pageUrl, 'approve');
        const release = releaseAbandonedPayment(app.db, placed.orderId, minutesAhead(20));
        const approve = followCallback(callbackUrl);
        // Each goes first in turn, so both orders of the race are seen.
        const [isReleased, outcome] =
          round % 2 === 0
            ? await Promise.all([release, approve])
            : await Promise.all([approve, release]).then(([a, r]) => [r, a] as const);

        if (isReleased) {
          expect(outcome).toBe(`/de/bestellung/zahlungsfehler/${placed.slug}/`);
          expect(await paymentState(placed.orderId)).toBe('cancelled');
          expect(await reservationStates(placed.orderId)).toEqual(['released']);
          expect((await sessionState(sessionId)).state).toBe('failed');
          expect(await webStock(variantId)).toBe(before);
          expect(await history(placed.orderId)).toEqual([
            'placed',
            'payment-abandoned',
            'payment-refused',
          ]);
        } else {
          expect(outcome).toBe(`/de/bestellung/zahlung-ok/${placed.slug}/`);
          expect(await paymentState(placed.orderId)).toBe('paid');
          expect(await reservationStates(placed.orderId)).toEqual(['kept']);
          expect((await sessionState(sessionId)).state).toBe('approved');
          expect(await webStock(variantId)).toBe(before - 2);
          expect(await history(placed.orderId)).toEqual(['placed', 'payment-approved']);
        }
      }
    },
  );

  it('throttles starting payments per client (a 429 after the minute’s budget)', async () => {
    const limited = await startTestApp(backend, { writesPerMinute: 2 });
    try {
      const body = { order: `9999999/${'A'.repeat(32)}`, method: 'card', language_code: 'fi' };
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/payments/', payload: body });
      expect((await send()).statusCode).toBe(404);
      expect((await send()).statusCode).toBe(404);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(apiErrorSchema.parse(third.json()).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
