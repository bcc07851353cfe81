import { apiErrorSchema, orderResponseSchema } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAccountTables } from '../src/modules/account/account.table.js';
import { withOrderTables } from '../src/modules/checkout/orders.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

/** The owner of the seeded demo orders 1000105 and 1000106. */
const EMAIL = 'vieras@example.com';

/** The token an order's confirmation link carries. */
async function tokenOf(app: FastifyInstance, orderNumber: string) {
  const row = await withOrderTables(app.db)
    .selectFrom('orders')
    .select('outcome_token')
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return row.outcome_token;
}

/**
 * Issue 37 point 10: the view-order lookup needs the order's own token or, once an email has
 * missed a few times from any number of addresses, a one-time code mailed to the order's
 * address; email and order number alone no longer let many addresses walk the numbers.
 */
describe.each(testBackends())('order lookup by token or mailed code on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  let addresses = 0;
  /** A lookup from an address of its own, as a walker with many addresses would send it. */
  function lookUp(query: Record<string, string>) {
    addresses += 1;
    return app.inject({
      method: 'GET',
      url: `/api/orders/lookup/?${new URLSearchParams({ lang: 'en', ...query })}`,
      remoteAddress: `198.51.100.${addresses % 250}`,
    });
  }

  function requestCode(email: string, orderNumber: string) {
    return app.inject({
      method: 'POST',
      url: '/api/orders/lookup/code/',
      payload: { email, order_number: orderNumber, lang: 'de' },
    });
  }

  async function codesMailedTo(email: string) {
    const rows = await withAccountTables(app.db)
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .where('kind', '=', 'order-lookup-code')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? '' }));
  }

  it('asks for a code after three misses of an email from different addresses, order or not', async () => {
    const email = 'asiakas@example.com';
    expect((await lookUp({ email, order_number: '1000101' })).statusCode).toBe(200);
    for (const number of ['1000001', '1000002', '1000003']) {
      expect((await lookUp({ email, order_number: number })).statusCode).toBe(404);
    }
    const existing = await lookUp({ email, order_number: '1000101' });
    const missing = await lookUp({ email, order_number: '1000004' });
    for (const response of [existing, missing]) {
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).code).toBe('ORDER_LOOKUP_CODE_REQUIRED');
    }
    expect(existing.body).toBe(missing.body);
    // The link's token still opens it; a wrong token is an ordinary 404.
    const token = await tokenOf(app, '1000101');
    const withToken = await lookUp({ email, order_number: '1000101', token });
    expect(withToken.statusCode).toBe(200);
    expect(orderResponseSchema.parse(withToken.json()).orderNumber).toBe('1000101');
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await lookUp({ email, order_number: '1000101', token: wrong })).statusCode).toBe(404);
  });

  it('mails a one-time code to the order address that opens the order once', async () => {
    const before = (await codesMailedTo(EMAIL)).length;
    // Answered alike whether an order matched: no code for a stranger's guess.
    for (const [email, number] of [
      [EMAIL, '1000105'],
      ['someone@example.com', '1000105'],
      [EMAIL, '1000999'],
    ] as const) {
      const response = await requestCode(email, number);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
    }
    expect(await codesMailedTo('someone@example.com')).toEqual([]);
    const mailed = await codesMailedTo(EMAIL);
    expect(mailed).toHaveLength(before + 1);
    const last = mailed.at(-1);
    expect(last?.subject).toBe('Ihr Code für Bestellung 1000105');
    const code = last?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const found = await lookUp({ email: EMAIL, order_number: '1000105', code });
    expect(found.statusCode, found.body).toBe(200);
    expect(orderResponseSchema.parse(found.json()).orderNumber).toBe('1000105');
    expect((await lookUp({ email: EMAIL, order_number: '1000105', code })).statusCode).toBe(404);
  });

  it('spends a code after five wrong tries, and mails at most three codes an hour', async () => {
    expect((await requestCode(EMAIL, '1000106')).statusCode).toBe(202);
    const code = (await codesMailedTo(EMAIL)).at(-1)?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await lookUp({ email: EMAIL, order_number: '1000106', code: wrong })).statusCode,
      ).toBe(404);
    }
    expect((await lookUp({ email: EMAIL, order_number: '1000106', code })).statusCode).toBe(404);

    // Two codes so far this hour (the previous test's and this one): one more goes out.
    const mailed = (await codesMailedTo(EMAIL)).length;
    for (let request = 0; request < 3; request += 1) {
      expect((await requestCode(EMAIL, '1000106')).statusCode).toBe(202);
    }
    expect(await codesMailedTo(EMAIL)).toHaveLength(mailed + 1);
  });

  it('names a malformed token or code in a 400', async () => {
    for (const [field, value] of [
      ['token', 'short'],
      ['code', '12ab56'],
    ] as const) {
      const response = await lookUp({ email: EMAIL, order_number: '1000105', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.field)).toEqual([
        field,
      ]);
    }
  });
});
