import {
  apiErrorSchema,
  customerOrderSchema,
  customerOrdersResponseSchema,
  loginResponseSchema,
  outboxResponseSchema,
  preferencesResponseSchema,
  staffCustomerSearchResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { withCustomerOrderTables } from '../src/modules/customer-orders/customer-orders.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

/** The seeded orders of asiakas@example.com (seed/orders.ts), newest first. */
const DEMO_ORDER_NUMBERS = ['1000102', '1000104', '1000103', '1000101'];
/** A guest order of vieras@example.com. */
const GUEST_ORDER = '1000105';

describe.each(testBackends())('customer orders and preferences on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function authFor(email: string) {
    let token = tokens.get(email);
    if (!token) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/customer/login/',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      token = loginResponseSchema.parse(response.json()).access_token;
      tokens.set(email, token);
    }
    return { authorization: `Bearer ${token}` };
  }

  const customer = () => authFor('asiakas@example.com');

  it('lists only the customer’s own orders, newest first, with lines, totals and statuses', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/orders/?lang=en',
      headers: await customer(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('private');
    const { orders } = customerOrdersResponseSchema.parse(response.json());
    expect(orders.map((order) => order.orderNumber)).toEqual(DEMO_ORDER_NUMBERS);
    const shipped = orders.find((order) => order.orderNumber === '1000101');
    // The seed has the delivered order come back: its return is being processed.
    expect(shipped).toMatchObject({
      status: 'shipped',
      paymentState: 'paid',
      returnStatus: 'processing-return',
    });
    expect(
      orders.filter((order) => order.orderNumber !== '1000101').map((order) => order.returnStatus),
    ).toEqual([null, null, null]);
    expect(shipped?.lines).toHaveLength(2);
    const lineSum = shipped?.lines.reduce((sum, line) => sum + line.lineTotal, 0);
    expect(shipped?.linesTotal).toBe(lineSum);
    expect(shipped?.total).toBeGreaterThanOrEqual(shipped?.linesTotal ?? 0);
  });

  it('shows the return status of an order once a return is recorded', async () => {
    await withCustomerOrderTables(app.db)
      .updateTable('orders')
      .set({ return_status: 'fixing-return' })
      .where('order_number', '=', '1000101')
      .execute();
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/orders/1000101/',
      headers: await customer(),
    });
    expect(response.statusCode).toBe(200);
    expect(customerOrderSchema.parse(response.json())).toMatchObject({
      orderNumber: '1000101',
      returnStatus: 'fixing-return',
    });
  });

  it('answers 404 for another customer’s order, as for an unknown one', async () => {
    for (const number of [GUEST_ORDER, '9999999']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/customer/orders/${number}/`,
        headers: await customer(),
      });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('ORDER_NOT_FOUND');
    }
    const staff = await app.inject({
      method: 'GET',
      url: '/api/customer/orders/',
      headers: await authFor('henkilokunta@example.com'),
    });
    expect(customerOrdersResponseSchema.parse(staff.json()).orders).toEqual([]);
  });

  it('answers 401 to a guest on every call', async () => {
    const calls = [
      { method: 'GET', url: '/api/customer/orders/' },
      { method: 'GET', url: '/api/customer/orders/1000101/' },
      { method: 'GET', url: '/api/customer/preferences/' },
      { method: 'PATCH', url: '/api/customer/', payload: { postcode: 'bad' } },
      { method: 'GET', url: '/api/customer/staff/customers/?q=asi' },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('updates the postcode and marketing consent, and empties the postcode', async () => {
    const headers = await customer();
    const before = await app.inject({ method: 'GET', url: '/api/customer/preferences/', headers });
    expect(preferencesResponseSchema.parse(before.json())).toEqual({
      postcode: '00100',
      marketingConsent: false,
    });
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/api/customer/', headers, payload });
    const changed = await patch({ postcode: ' 33100 ', marketingConsent: true });
    expect(changed.statusCode).toBe(200);
    expect(preferencesResponseSchema.parse(changed.json())).toEqual({
      postcode: '33100',
      marketingConsent: true,
    });
    const me = await app.inject({ method: 'GET', url: '/api/customer/', headers });
    expect(me.json().postcode).toBe('33100');
    const emptied = await patch({ postcode: '' });
    expect(preferencesResponseSchema.parse(emptied.json())).toEqual({
      postcode: null,
      marketingConsent: true,
    });
  });

  it('refuses a bad postcode or consent with a 400 naming the field', async () => {
    const headers = await customer();
    for (const [payload, field] of [
      [{ postcode: '1234' }, 'postcode'],
      [{ postcode: '12345a' }, 'postcode'],
      [{ marketingConsent: 'yes' }, 'marketingConsent'],
    ] as const) {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/customer/',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.fields?.map((entry) => entry.field)).toContain(field);
    }
  });

  it('lets staff search customers by email, and refuses customers with a 403', async () => {
    const staff = await app.inject({
      method: 'GET',
      url: '/api/customer/staff/customers/?q=ASIAKAS',
      headers: await authFor('henkilokunta@example.com'),
    });
    expect(staff.statusCode).toBe(200);
    const { customers } = staffCustomerSearchResponseSchema.parse(staff.json());
    expect(customers.map((row) => row.email)).toEqual(['asiakas@example.com']);
    const wildcard = await app.inject({
      method: 'GET',
      url: '/api/customer/staff/customers/?q=%25%25%25',
      headers: await authFor('henkilokunta@example.com'),
    });
    expect(staffCustomerSearchResponseSchema.parse(wildcard.json()).customers).toEqual([]);
    const short = await app.inject({
      method: 'GET',
      url: '/api/customer/staff/customers/?q=as',
      headers: await authFor('henkilokunta@example.com'),
    });
    expect(short.statusCode).toBe(400);
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/customer/staff/customers/?q=example',
      headers: await customer(),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(apiErrorSchema.parse(forbidden.json()).code).toBe('STAFF_ONLY');
  });
  it('forgets the marketing consent when the account is deleted', async () => {
    const email = 'yritys@example.com';
    const headers = await authFor(email);
    const consent = await app.inject({
      method: 'PATCH',
      url: '/api/customer/',
      headers,
      payload: { marketingConsent: true },
    });
    expect(consent.statusCode).toBe(200);
    const request = await app.inject({
      method: 'POST',
      url: '/api/customer/delete_account/request/',
      headers,
      payload: { lang: 'en' },
    });
    expect(request.statusCode).toBe(200);
    const sent = await app.inject({
      method: 'GET',
      url: `/api/customer/admin/outbox/?to=${encodeURIComponent(email)}`,
      headers: await authFor('admin@example.com'),
    });
    const link = outboxResponseSchema
      .parse(sent.json())
      .find((message) => message.kind === 'account-deletion')?.link;
    const token = link?.split('/').filter(Boolean).at(-1) ?? '';
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/customer/delete_account/confirm/',
      payload: { token },
    });
    expect(confirm.statusCode).toBe(200);
    const rows = await withCustomerOrderTables(app.db)
      .selectFrom('customers')
      .select(['email', 'marketing_consent'])
      .where('email', 'like', 'deleted-%')
      .execute();
    expect(rows).toEqual([{ email: expect.any(String), marketing_consent: false }]);
  });
});
