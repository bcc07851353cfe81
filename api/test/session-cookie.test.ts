import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  apiErrorSchema,
  checkoutValidationResponseSchema,
  customerResponseSchema,
  loginResponseSchema,
  RETIRED_AUTH_COOKIE,
  SERVER_RENDER_PAYLOAD_SCRIPT_ID,
  SESSION_COOKIE,
  SIGNED_IN_COOKIE,
  wishlistToggleResponseSchema,
} from '@shop/shared-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { isCrossOriginWrite } from '../src/modules/customers/customers.session.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { findSaleCandidates, type SaleCandidate, stockForSale } from './support/sale-fixtures.js';
import { createTestEnvironment, type TestEnvironment, testBackends } from './support/test-app.js';

const FOURTEEN_DAYS = 14 * 24 * 60 * 60;
const IDLE_MINUTES = 7 * 24 * 60;
const HOST = 'shop.example';
const OWN_ORIGIN = `http://${HOST}`;
const CUSTOMER = 'asiakas@example.com';

// A shell server build as the renderer contract has it: it prices a cart the way the shell's
// api client does on the server (the session's authorization header, from the page request's
// cookie) and asks for the customer with the forwarded cookies alone.
const SHELL_SERVER_BUILD = `
module.exports = { default: {
  sharedModules: {},
  configure() {},
  async render(request) {
    const variant = Number(new URL(request.url, 'http://x').searchParams.get('variant'));
    const checkout = await request.apiFetch('/api/checkout/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(request.authorization ? { authorization: request.authorization } : {}),
      },
      body: JSON.stringify({ country_code: 'fi', products: [{ uid: 'a', product_id: variant, amount: 1 }] }),
    });
    const price = (await checkout.json()).products[0].unit_price;
    const customer = await request.apiFetch('/api/customer/');
    return {
      html: '<p>price ' + price + ', customer ' + customer.status + '</p>',
      title: 'Shop',
      payload: {
        queryState: { mutations: [], queries: [] },
        market: null,
        isAuthenticated: request.authorization !== null,
      },
      complete: true,
      tookMs: 1,
    };
  },
} };
`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issue 13 point 3 (decision 0020): the login session in an HttpOnly `__Host-` cookie, cookie
 * writes only from the shop's own origin, logout clearing it, and an idle limit.
 */
describe.each(testBackends())('the session cookie on %s', (backend) => {
  let environment: TestEnvironment;
  let app: FastifyInstance;
  let modelId: number;
  let candidates: SaleCandidate[] = [];

  beforeAll(async () => {
    environment = await createTestEnvironment(backend);
    const build = path.join(environment.root, 'shell', 'dist', 'ssr', 'server.cjs');
    await mkdir(path.dirname(build), { recursive: true });
    await writeFile(build, SHELL_SERVER_BUILD);
    app = await buildApp(environment.config);
    const model = await app.db
      .selectFrom('product_models')
      .select('id')
      .where('is_public', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    modelId = model.id;
    candidates = await findSaleCandidates(app);
  });
  afterAll(async () => {
    await app?.close();
    await environment?.remove();
  });

  async function logIn() {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username: CUSTOMER, password: DEMO_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { response, token: loginResponseSchema.parse(response.json()).access_token };
  }

  const sessionCookie = (token: string) => `other=1; ${SESSION_COOKIE}=${token}`;

  function getCustomer(headers: Record<string, string>) {
    return app.inject({
      method: 'GET',
      url: '/api/customer/',
      headers: { host: HOST, ...headers },
    });
  }

  function toggleWishlist(headers: Record<string, string>) {
    return app.inject({
      method: 'POST',
      url: '/api/customer/wishlist_toggle/',
      headers: { host: HOST, ...headers },
      payload: { model_id: modelId },
    });
  }

  async function storedWishlist(): Promise<number[]> {
    const row = await withCustomerTables(app.db)
      .selectFrom('customers')
      .select('wishlist_model_ids')
      .where('email', '=', CUSTOMER)
      .executeTakeFirstOrThrow();
    return row.wishlist_model_ids;
  }

  function setLastUse(token: string, lastUsedAt: Date) {
    return withCustomerTables(app.db)
      .updateTable('access_tokens')
      .set({ last_used_at: lastUsedAt })
      .where('token_hash', '=', hashOf(token))
      .execute();
  }

  async function lastUse(token: string): Promise<Date> {
    const row = await withCustomerTables(app.db)
      .selectFrom('access_tokens')
      .select('last_used_at')
      .where('token_hash', '=', hashOf(token))
      .executeTakeFirstOrThrow();
    return new Date(row.last_used_at);
  }

  function expectCleared(setCookie: string | string[] | undefined) {
    expect(setCookie).toEqual([
      `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`,
      `${SIGNED_IN_COOKIE}=; Path=/; Secure; SameSite=Lax; Max-Age=0`,
    ]);
  }

  it('sets the HttpOnly session cookie and the signed-in marker at login, body unchanged', async () => {
    const { response, token } = await logIn();
    expect(response.json()).toEqual({
      access_token: token,
      token_type: 'Bearer',
      expires_in: FOURTEEN_DAYS,
    });
    expect(response.headers['set-cookie']).toEqual([
      `__Host-shop.session=${token}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${FOURTEEN_DAYS}`,
      `shop.signed-in=1; Path=/; Secure; SameSite=Lax; Max-Age=${FOURTEEN_DAYS}`,
    ]);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username: CUSTOMER, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('logs in by the session cookie alone, never by the retired so.auth cookie', async () => {
    const { token } = await logIn();
    const byCookie = await getCustomer({ cookie: sessionCookie(token) });
    expect(byCookie.statusCode).toBe(200);
    expect(customerResponseSchema.parse(byCookie.json()).customer.email).toBe(CUSTOMER);
    const retired = await getCustomer({
      cookie: `${RETIRED_AUTH_COOKIE}=${encodeURIComponent(`Bearer ${token}`)}`,
    });
    expect(retired.statusCode).toBe(401);
    expect(apiErrorSchema.parse(retired.json()).code).toBe('LOGIN_REQUIRED');
  });

  it('refuses an unknown session cookie and deletes both cookies', async () => {
    const response = await getCustomer({ cookie: sessionCookie('x'.repeat(43)) });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).code).toBe('LOGIN_EXPIRED');
    expectCleared(response.headers['set-cookie']);
  });

  it('prefers the bearer header to the cookie', async () => {
    const { token } = await logIn();
    const response = await getCustomer({
      authorization: 'Bearer not-a-real-token-at-all',
      cookie: sessionCookie(token),
    });
    expect(response.statusCode).toBe(401);
    // The header failed, not the cookie: the session stays.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  describe('cross-site writes (CSRF)', () => {
    it('refuses a cookie write from another origin, changing nothing', async () => {
      const { token } = await logIn();
      const before = await storedWishlist();
      for (const origin of ['https://evil.example', 'http://shop.example.evil', 'null']) {
        const response = await toggleWishlist({ cookie: sessionCookie(token), origin });
        expect(response.statusCode, origin).toBe(403);
        expect(apiErrorSchema.parse(response.json())).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Cross-site request refused.',
        });
      }
      expect(await storedWishlist()).toEqual(before);
    });

    it('refuses a cookie write with neither Origin nor Sec-Fetch-Site: same-origin', async () => {
      const { token } = await logIn();
      const before = await storedWishlist();
      for (const site of [undefined, 'same-site', 'cross-site', 'none']) {
        const response = await toggleWishlist({
          cookie: sessionCookie(token),
          ...(site ? { 'sec-fetch-site': site } : {}),
        });
        expect(response.statusCode, site).toBe(403);
      }
      expect(await storedWishlist()).toEqual(before);
    });

    it('accepts a cookie write from its own origin, or marked same-origin without Origin', async () => {
      const { token } = await logIn();
      const before = await storedWishlist();
      const added = await toggleWishlist({ cookie: sessionCookie(token), origin: OWN_ORIGIN });
      expect(added.statusCode, added.body).toBe(200);
      expect(wishlistToggleResponseSchema.parse(added.json()).added).toBe(
        !before.includes(modelId),
      );
      const back = await toggleWishlist({
        cookie: sessionCookie(token),
        'sec-fetch-site': 'same-origin',
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(await storedWishlist()).toEqual(before);
    });

    it('lets a bearer-header write through whatever its Origin', async () => {
      const { token } = await logIn();
      const before = await storedWishlist();
      const response = await toggleWishlist({
        authorization: `Bearer ${token}`,
        origin: 'https://evil.example',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedWishlist()).not.toEqual(before);
      await toggleWishlist({ authorization: `Bearer ${token}` });
      expect(await storedWishlist()).toEqual(before);
    });

    it('checks writes where a login is optional, and prices them for the member', async () => {
      const variant = candidates.find((v) => v.club !== null && v.club < v.active);
      if (!variant) throw new Error('no seeded variant with a lower club price');
      await stockForSale(app, [variant.id], 3);
      const { token } = await logIn();
      const validate = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/checkout/',
          headers: { host: HOST, cookie: sessionCookie(token), ...headers },
          payload: {
            country_code: 'fi',
            products: [{ uid: 'a', product_id: variant.id, amount: 1 }],
          },
        });
      expect((await validate({ origin: 'https://evil.example' })).statusCode).toBe(403);
      const member = await validate({ origin: OWN_ORIGIN });
      expect(member.statusCode, member.body).toBe(200);
      expect(checkoutValidationResponseSchema.parse(member.json()).products[0]).toMatchObject({
        unit_price: variant.club,
        price_type: 'club',
      });
    });

    it('answers no CORS preflight, so no other origin can send the bearer header', async () => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/customer/wishlist_toggle/',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      const read = await getCustomer({ origin: 'https://evil.example' });
      for (const response of [preflight, read]) {
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(response.headers['access-control-allow-headers']).toBeUndefined();
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });
  });

  it('clears both cookies at logout by cookie; the token then works neither way', async () => {
    const { token } = await logIn();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/customer/logout/',
      headers: { host: HOST, cookie: sessionCookie(token), origin: OWN_ORIGIN },
    });
    expect(logout.statusCode, logout.body).toBe(204);
    expectCleared(logout.headers['set-cookie']);
    expect((await getCustomer({ cookie: sessionCookie(token) })).statusCode).toBe(401);
    expect((await getCustomer({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('ends the session a browser held when it logs in again; a failed login leaves it', async () => {
    const { token: older } = await logIn();
    const failed = await app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      headers: { host: HOST, cookie: sessionCookie(older), origin: OWN_ORIGIN },
      payload: { username: CUSTOMER, password: `${DEMO_PASSWORD}x` },
    });
    expect(failed.statusCode).toBe(400);
    expect((await getCustomer({ cookie: sessionCookie(older) })).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      headers: { host: HOST, cookie: sessionCookie(older), origin: OWN_ORIGIN },
      payload: { username: CUSTOMER, password: DEMO_PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(200);
    const newer = loginResponseSchema.parse(again.json()).access_token;
    expect((await getCustomer({ cookie: sessionCookie(older) })).statusCode).toBe(401);
    expect((await getCustomer({ authorization: `Bearer ${older}` })).statusCode).toBe(401);
    expect((await getCustomer({ cookie: sessionCookie(newer) })).statusCode).toBe(200);
  });

  it('clears both cookies at logout by the bearer header too', async () => {
    const { token } = await logIn();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/customer/logout/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expectCleared(logout.headers['set-cookie']);
  });

  it('refuses a session unused for longer than the idle limit (LOGIN_EXPIRED)', async () => {
    const { token } = await logIn();
    const other = (await logIn()).token;
    await setLastUse(token, new Date(Date.now() - (IDLE_MINUTES + 1) * 60_000));
    const ways: Record<string, string>[] = [
      { cookie: sessionCookie(token) },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of ways) {
      const response = await getCustomer(headers);
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).code).toBe('LOGIN_EXPIRED');
    }
    expect((await getCustomer({ cookie: sessionCookie(other) })).statusCode).toBe(200);
  });

  it('records a use, at most once every few minutes', async () => {
    const { token } = await logIn();
    const recent = new Date(Date.now() - 60_000);
    await setLastUse(token, recent);
    expect((await getCustomer({ cookie: sessionCookie(token) })).statusCode).toBe(200);
    expect((await lastUse(token)).getTime()).toBe(recent.getTime());
    const earlier = new Date(Date.now() - 6 * 24 * 60 * 60_000);
    await setLastUse(token, earlier);
    expect((await getCustomer({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await lastUse(token)).getTime()).toBeGreaterThan(recent.getTime());
  });

  it('server-renders a member page (club prices) for the session cookie only', async () => {
    const variant = candidates.findLast((v) => v.club !== null && v.club < v.active);
    if (!variant) throw new Error('no seeded variant with a lower club price');
    await stockForSale(app, [variant.id], 3);
    const { token } = await logIn();
    const page = (cookie: string) =>
      app.inject({
        url: `/delivery/?variant=${variant.id}`,
        headers: { accept: 'text/html', host: HOST, cookie },
      });
    const payloadOf = (html: string) =>
      JSON.parse(
        html.match(
          new RegExp(
            `<script id="${SERVER_RENDER_PAYLOAD_SCRIPT_ID}" type="application/json">(.*?)</script>`,
          ),
        )?.[1] ?? 'null',
      );
    const member = await page(sessionCookie(token));
    expect(member.body).toContain(`<p>price ${variant.club}, customer 200</p>`);
    expect(payloadOf(member.body)).toMatchObject({ isAuthenticated: true });
    const retired = await page(`${RETIRED_AUTH_COOKIE}=${encodeURIComponent(`Bearer ${token}`)}`);
    expect(retired.body).toContain(`<p>price ${variant.active}, customer 401</p>`);
    expect(payloadOf(retired.body)).toMatchObject({ isAuthenticated: false });
  });
});

describe('the own origin of a write', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // As the api runs behind a proxy named in TRUST_PROXY (the test's address is loopback).
    app = Fastify({ trustProxy: '127.0.0.1' });
    app.all('/write', async (request) => ({ isCrossOrigin: isCrossOriginWrite(request) }));
    await app.ready();
  });
  afterAll(() => app?.close());

  async function isCrossOrigin(method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>) {
    const response = await app.inject({ method, url: '/write', headers });
    return (response.json() as { isCrossOrigin: boolean }).isCrossOrigin;
  }

  it('is the scheme and host the proxy forwarded, default port or not', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': HOST };
    expect(await isCrossOrigin('POST', { ...forwarded, origin: `https://${HOST}` })).toBe(false);
    expect(await isCrossOrigin('POST', { ...forwarded, origin: `https://${HOST}:443` })).toBe(
      false,
    );
    expect(await isCrossOrigin('DELETE', { ...forwarded, origin: `http://${HOST}` })).toBe(true);
    expect(await isCrossOrigin('POST', { ...forwarded, origin: `https://${HOST}:8443` })).toBe(
      true,
    );
    expect(await isCrossOrigin('POST', { host: HOST, origin: `https://${HOST}` })).toBe(true);
    expect(await isCrossOrigin('GET', { ...forwarded, origin: 'https://evil.example' })).toBe(
      false,
    );
  });
});
