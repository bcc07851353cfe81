import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  customerResponseSchema,
  loginResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

describe.each(testBackends())('customer login on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  function logIn(body: unknown) {
    return app.inject({ method: 'POST', url: '/api/customer/login/', payload: body as object });
  }

  async function tokenFor(username: string) {
    const response = await logIn({ username, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    return loginResponseSchema.parse(response.json()).access_token;
  }

  function getCustomer(token?: string) {
    const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
    return app.inject({ method: 'GET', url: '/api/customer/', headers });
  }

  it('logs in by email in any case and returns a 14-day bearer token', async () => {
    const response = await logIn({ username: ' Asiakas@Example.COM ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const login = loginResponseSchema.parse(response.json());
    expect(login).toMatchObject({ token_type: 'Bearer', expires_in: FOURTEEN_DAYS });
    const stored = await withCustomerTables(app.db)
      .selectFrom('access_tokens')
      .selectAll()
      .execute();
    // Only the hash is stored, never the token itself.
    const hash = createHash('sha256').update(login.access_token).digest('hex');
    expect(stored.map((row) => row.token_hash)).toContain(hash);
    expect(JSON.stringify(stored)).not.toContain(login.access_token);
  });

  it('answers the customer response of platform §3 for the token', async () => {
    const response = await getCustomer(await tokenFor('asiakas@example.com'));
    expect(response.statusCode).toBe(200);
    const customer = customerResponseSchema.parse(response.json());
    expect(customer).toMatchObject({ is_staff: false, is_admin: false, username: null });
    expect(customer.postcode).toBe('00100');
    expect(customer.customer).toMatchObject({
      email: 'asiakas@example.com',
      is_org_user: false,
      hashed_email: createHash('sha256').update('asiakas@example.com').digest('hex'),
      cart_content: { products: [] },
    });
    expect(customer.customer.wishlist_model_ids).toHaveLength(3);
    expect(customer.customer.voted_reviews).toEqual([
      { id: expect.any(Number), vote: true },
      { id: expect.any(Number), vote: false },
    ]);
  });

  it('shows the username to staff only, and the role flags of each demo account', async () => {
    const flags = async (email: string) => {
      const body = customerResponseSchema.parse((await getCustomer(await tokenFor(email))).json());
      return [body.is_staff, body.is_admin, body.customer.is_org_user, body.username];
    };
    expect(await flags('henkilokunta@example.com')).toEqual([true, false, false, 'henkilokunta']);
    expect(await flags('admin@example.com')).toEqual([true, true, false, 'admin']);
    expect(await flags('yritys@example.com')).toEqual([false, false, true, null]);
  });

  it("rejects a wrong password and an unknown email alike with 'Wrong password.'", async () => {
    for (const username of ['asiakas@example.com', 'nobody@example.com']) {
      const response = await logIn({ username, password: 'outdoor2026!' });
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.message).toBe('Wrong password.');
      expect(error.fields).toEqual([{ field: 'password', message: 'Wrong password.' }]);
    }
  });

  it('names missing or malformed fields with a 400', async () => {
    const fieldsOf = async (body: unknown) => {
      const response = await logIn(body);
      expect(response.statusCode).toBe(400);
      return apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.field);
    };
    expect(await fieldsOf({})).toEqual(['username', 'password']);
    expect(await fieldsOf({ username: 'asiakas@example.com' })).toEqual(['password']);
    expect(await fieldsOf({ username: '  ', password: 5 })).toEqual(['username', 'password']);
    expect(await fieldsOf({ username: 'a@b.c', password: 'x'.repeat(2000) })).toEqual(['password']);
  });

  it('answers 401 JSON without a token, with a malformed or unknown one', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer not-a-token-we-ever-issued' },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/customer/', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(401);
    }
  });

  it('answers 401 once the token has expired', async () => {
    const token = await tokenFor('asiakas@example.com');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await withCustomerTables(app.db)
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenHash)
      .execute();
    expect((await getCustomer(token)).statusCode).toBe(401);
  });

  it('revokes the token on logout (204), leaving other logins alive', async () => {
    const token = await tokenFor('asiakas@example.com');
    const other = await tokenFor('asiakas@example.com');
    const logout = await app.inject({
      method: 'POST',
      url: '/api/customer/logout/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await getCustomer(token)).statusCode).toBe(401);
    expect((await getCustomer(other)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/customer/logout/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });
});
