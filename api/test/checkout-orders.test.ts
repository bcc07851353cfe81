import {
  apiErrorSchema,
  deliveryMethodsResponseSchema,
  ORDER_NOT_FOUND_MESSAGE,
  orderResponseSchema,
  orderStatusResponseSchema,
  payLaterConfirmResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderTables } from '../src/modules/checkout/orders.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('orders api on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  const get = (url: string) => app.inject({ method: 'GET', url });

  async function slugOf(orderNumber: string) {
    const row = await withOrderTables(app.db)
      .selectFrom('orders')
      .select(['order_number', 'outcome_token', 'provider_order_id'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    return { slug: `${row.order_number}/${row.outcome_token}`, providerId: row.provider_order_id };
  }

  function expectFieldError(response: Awaited<ReturnType<typeof get>>, field: string) {
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.fields?.map((error) => error.field)).toContain(field);
  }

  it('seeds the demo outcome slugs and Klarna ids the README and e2e use', async () => {
    expect(await slugOf('1000101')).toEqual({
      slug: '1000101/Nod6ZUnhJkV00SxYdM5Bz6btVh3kpzfm',
      providerId: null,
    });
    expect(await slugOf('1000104')).toEqual({
      slug: '1000104/u7Lzoe948AwEMEpGQpERbIutyNMwV6d_',
      providerId: 'cba3a58a-152d-820b-d761-37ba41d62fae',
    });
  });

  describe('GET /api/orders/lookup/', () => {
    it('finds the demo order by email in any case and number, with rows and totals', async () => {
      const response = await get(
        '/api/orders/lookup/?email=%20Asiakas@Example.com&order_number=1000101&lang=en',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const order = orderResponseSchema.parse(response.json());
      expect(order).toMatchObject({
        orderNumber: '1000101',
        status: 'shipped',
        paymentState: 'paid',
        outcome: 'ok',
        currencyCode: 'eur',
        currencyRate: 1,
        deliveryMethod: { slug: 'home-delivery' },
        recipient: { firstName: 'Aino', city: 'Helsinki' },
      });
      expect(order.lines).toHaveLength(2);
      const sum = order.lines.reduce((total, line) => total + line.lineTotal, 0);
      expect(order.linesTotal).toBe(sum);
      expect(order.total).toBe(order.linesTotal + order.deliveryTotal);
      for (const line of order.lines) {
        expect(line.lineTotal).toBe(line.amount * line.unitPrice);
        expect(line.path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)+\/$/);
      }
    });

    it('answers the same 404 for a wrong email and for a wrong number', async () => {
      const wrongEmail = await get(
        '/api/orders/lookup/?email=vieras@example.com&order_number=1000101',
      );
      const wrongNumber = await get(
        '/api/orders/lookup/?email=asiakas@example.com&order_number=9999999',
      );
      for (const response of [wrongEmail, wrongNumber]) {
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toBe(ORDER_NOT_FOUND_MESSAGE);
      }
      expect(wrongEmail.body).toBe(wrongNumber.body);
    });

    it('names a missing or invalid field in a 400', async () => {
      expectFieldError(await get('/api/orders/lookup/?order_number=1000101'), 'email');
      expectFieldError(await get('/api/orders/lookup/?email=nope&order_number=1000101'), 'email');
      expectFieldError(await get('/api/orders/lookup/?email=asiakas@example.com'), 'order_number');
      expectFieldError(
        await get('/api/orders/lookup/?email=asiakas@example.com&order_number=12ab'),
        'order_number',
      );
    });
  });

  describe('GET /api/orders/by-slug/ and /api/orders/status/', () => {
    it('gives the order of a valid slug, leading slash or not', async () => {
      const { slug } = await slugOf('1000103');
      const response = await get(`/api/orders/by-slug/?slug=/${encodeURIComponent(slug)}/&lang=fi`);
      expect(response.statusCode).toBe(200);
      expect(orderResponseSchema.parse(response.json())).toMatchObject({
        orderNumber: '1000103',
        paymentState: 'cancelled',
        outcome: 'cancelled',
        status: 'manual_cancellation',
      });
    });

    it('reports status and outcome for the process page', async () => {
      const { slug } = await slugOf('1000102');
      const response = await get(`/api/orders/status/?order=${encodeURIComponent(slug)}`);
      expect(response.statusCode).toBe(200);
      expect(orderStatusResponseSchema.parse(response.json())).toEqual({
        orderNumber: '1000102',
        status: 'processing',
        paymentState: 'pending',
        outcome: 'pending',
      });
    });

    it('answers 404 when the token belongs to another order or is wrong', async () => {
      const { slug } = await slugOf('1000101');
      const token = slug.split('/')[1] ?? '';
      const forged = `1000102/${token}`;
      const wrong = `1000101/${'A'.repeat(32)}`;
      for (const candidate of [forged, wrong]) {
        const response = await get(`/api/orders/by-slug/?slug=${encodeURIComponent(candidate)}`);
        expect(response.statusCode).toBe(404);
        const status = await get(`/api/orders/status/?order=${encodeURIComponent(candidate)}`);
        expect(status.statusCode).toBe(404);
      }
    });

    it('rejects a malformed slug with a 400 naming it', async () => {
      expectFieldError(await get('/api/orders/by-slug/?slug=1000101'), 'slug');
      expectFieldError(await get('/api/orders/by-slug/'), 'slug');
      expectFieldError(await get('/api/orders/status/?order=abc/def'), 'order');
    });
  });

  describe('GET /api/checkout/{provider}/confirm/', () => {
    it('resolves a Klarna order id to the outcome slug', async () => {
      const { slug, providerId } = await slugOf('1000104');
      const response = await get(`/api/checkout/klarna/confirm/?klarna_order_id=${providerId}`);
      expect(response.statusCode).toBe(200);
      expect(payLaterConfirmResponseSchema.parse(response.json())).toEqual({ slug, outcome: 'ok' });
      const address = await slugOf('1000106');
      const second = await get(
        `/api/checkout/klarna/confirm/?klarna_order_id=${address.providerId}`,
      );
      expect(second.json()).toEqual({ slug: address.slug, outcome: 'address' });
    });

    it('answers 404 for an unknown provider order id', async () => {
      const response = await get(
        '/api/checkout/klarna/confirm/?klarna_order_id=00000000-0000-0000-0000-000000000000',
      );
      expect(response.statusCode).toBe(404);
    });

    it('answers 400 for an unknown provider or a missing id', async () => {
      expectFieldError(
        await get('/api/checkout/paypal/confirm/?klarna_order_id=00000000-0000'),
        'provider',
      );
      expectFieldError(await get('/api/checkout/klarna/confirm/'), 'klarna_order_id');
    });
  });

  describe('GET /api/checkout/delivery-methods/', () => {
    it('lists the methods of Finland in the language asked for', async () => {
      const response = await get('/api/checkout/delivery-methods/?country=FI&lang=en');
      expect(response.statusCode).toBe(200);
      const methods = deliveryMethodsResponseSchema.parse(response.json());
      expect(methods.map((method) => method.slug)).toContain('home-delivery');
      expect(methods.find((method) => method.slug === 'pickup-point')?.name).toBe('Pickup point');
      expect(methods.map((method) => method.slug)).not.toContain('international');
    });

    it('offers only abroad methods to Sweden, and rejects a bad country', async () => {
      const response = await get('/api/checkout/delivery-methods/?country=se');
      const slugs = deliveryMethodsResponseSchema.parse(response.json()).map((m) => m.slug);
      expect(slugs).toContain('international');
      expect(slugs).not.toContain('pikanouto');
      expectFieldError(await get('/api/checkout/delivery-methods/?country=finland'), 'country');
    });
  });
});
