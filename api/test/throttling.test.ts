import { apiErrorSchema, loginResponseSchema } from '@shop/shared-contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import LZString from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/lib/http-errors.js';
import { listOutbox } from '../src/modules/account/outbox.js';
import {
  countAttempt,
  deleteEndedAttempts,
  readAttempts,
} from '../src/modules/attempts/attempts.repository.js';
import { attemptKey, limitMisses } from '../src/modules/attempts/attempts.service.js';
import { withAttemptTables } from '../src/modules/attempts/attempts.table.js';
import { hashPassword } from '../src/modules/customers/customers.passwords.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

const PASSWORD = 'Kaamos-Ladulla-2026';
const WRONG = 'not-the-password';
const LOGIN_WINDOW_SECONDS = 15 * 60;

/** A 429 in the api's error body, with a Retry-After of 1 s up to `maxSeconds`. */
function expectThrottled(response: LightMyRequestResponse, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(apiErrorSchema.parse(response.json()).code).toBe('TOO_MANY_REQUESTS');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe.each(testBackends())('throttling on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The test limits are per address only; the per-account and per-email ones are the defaults.
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function createAccount(email: string) {
    await withCustomerTables(app.db)
      .insertInto('customers')
      .values({ email, password_hash: await hashPassword(PASSWORD) })
      .execute();
  }

  function logIn(username: string, password: string, remoteAddress = '127.0.0.1') {
    return app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username, password },
      remoteAddress,
    });
  }

  async function failLogins(username: string, count: number, remoteAddress = '127.0.0.1') {
    for (let attempt = 1; attempt <= count; attempt += 1) {
      const response = await logIn(username, WRONG, remoteAddress);
      expect(response.statusCode, `wrong password ${attempt}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('WRONG_PASSWORD');
    }
  }

  describe('login, per account', () => {
    it('refuses the 11th attempt within 15 minutes with 429, even with the right password', async () => {
      await createAccount('lukittu@example.com');
      await failLogins('lukittu@example.com', 10);
      const locked = await logIn('lukittu@example.com', PASSWORD);
      expectThrottled(locked, LOGIN_WINDOW_SECONDS);
      expect(locked.headers['cache-control']).toBe('private, no-store');
      // The email is one account whatever its case.
      expectThrottled(await logIn(' LUKITTU@Example.com ', PASSWORD), LOGIN_WINDOW_SECONDS);
    });

    it('leaves other accounts alone', async () => {
      await createAccount('naapuri@example.com');
      await failLogins('naapuri-lukossa@example.com', 10);
      expect((await logIn('naapuri@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('counts unknown emails alike, so the lock does not tell who has an account', async () => {
      await createAccount('tunnettu@example.com');
      await failLogins('tunnettu@example.com', 10);
      await failLogins('tuntematon@example.com', 10);
      const known = await logIn('tunnettu@example.com', WRONG);
      const unknown = await logIn('tuntematon@example.com', WRONG);
      expectThrottled(known, LOGIN_WINDOW_SECONDS);
      expectThrottled(unknown, LOGIN_WINDOW_SECONDS);
      expect(unknown.json()).toEqual(known.json());
    });

    it('starts afresh after a successful login', async () => {
      await createAccount('palaava@example.com');
      await failLogins('palaava@example.com', 9);
      expect((await logIn('palaava@example.com', PASSWORD)).statusCode).toBe(200);
      await failLogins('palaava@example.com', 10);
      expectThrottled(await logIn('palaava@example.com', PASSWORD), LOGIN_WINDOW_SECONDS);
    });

    it('lets the account in again once the window has ended, and the sweep forgets it', async () => {
      await createAccount('odottava@example.com');
      await failLogins('odottava@example.com', 10);
      expectThrottled(await logIn('odottava@example.com', PASSWORD), LOGIN_WINDOW_SECONDS);
      const key = attemptKey('login', 'odottava@example.com', '127.0.0.1');
      const counters = withAttemptTables(app.db);
      await counters
        .updateTable('attempt_counters')
        .set({ window_ends_at: new Date(Date.now() - 1000) })
        .where('key', '=', key)
        .execute();
      expect(await deleteEndedAttempts(app.db)).toBeGreaterThanOrEqual(1);
      const left = await counters.selectFrom('attempt_counters').select('key').execute();
      expect(left.map((row) => row.key)).not.toContain(key);
      const response = await logIn('odottava@example.com', PASSWORD);
      expect(response.statusCode).toBe(200);
      loginResponseSchema.parse(response.json());
    });

    it('stores neither the email nor the address it counts', async () => {
      await failLogins('salainen@example.com', 1);
      const rows = await withAttemptTables(app.db)
        .selectFrom('attempt_counters')
        .selectAll()
        .execute();
      expect(JSON.stringify(rows)).not.toContain('salainen');
    });

    it("never locks the owner out by someone else's failures from another address", async () => {
      await createAccount('omistaja@example.com');
      await failLogins('omistaja@example.com', 10, '203.0.113.9');
      expectThrottled(
        await logIn('omistaja@example.com', WRONG, '203.0.113.9'),
        LOGIN_WINDOW_SECONDS,
      );
      expectThrottled(
        await logIn('omistaja@example.com', PASSWORD, '203.0.113.9'),
        LOGIN_WINDOW_SECONDS,
      );
      // The owner, from their own address, still gets in with the right password.
      expect((await logIn('omistaja@example.com', PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    });

    it('slows, never locks, past the ceiling of failures from all addresses', async () => {
      await createAccount('hajautettu@example.com');
      const ceiling = app.limits.loginFailuresAccountCeiling;
      // Counted as the failures of many addresses would be, without sending them all.
      await withAttemptTables(app.db)
        .insertInto('attempt_counters')
        .values({
          key: attemptKey('login-account', 'hajautettu@example.com'),
          attempts: ceiling,
          window_ends_at: new Date(Date.now() + LOGIN_WINDOW_SECONDS * 1000),
        })
        .execute();
      // A wrong password is still answered as one (after the longest delay, a few milliseconds
      // with the test limits), not refused; the right one is let in.
      const wrong = await logIn('hajautettu@example.com', WRONG, '192.0.2.1');
      expect(apiErrorSchema.parse(wrong.json()).code).toBe('WRONG_PASSWORD');
      expect((await logIn('hajautettu@example.com', PASSWORD, '192.0.2.2')).statusCode).toBe(200);
      const counted = await readAttempts(
        app.db,
        attemptKey('login-account', 'hajautettu@example.com'),
      );
      expect(counted.number).toBe(ceiling + 1);
    });

    it('never answers right passwords sent at once with a 429', async () => {
      await createAccount('rinnakkain@example.com');
      await failLogins('rinnakkain@example.com', 5);
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => logIn('rinnakkain@example.com', PASSWORD)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    });
  });

  describe('order lookup, per email and address', () => {
    it('refuses the 11th lookup of one email that found nothing, and only that email', async () => {
      // With a (wrong) mailed code, as lookups are once the email has missed a few times.
      const lookUp = (email: string, orderNumber: number, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'GET',
          url: `/api/orders/lookup/?email=${email}&order_number=${orderNumber}&code=000000`,
          remoteAddress,
        });
      for (let orderNumber = 2000001; orderNumber <= 2000010; orderNumber += 1) {
        const miss = await lookUp('uhri@example.com', orderNumber);
        expect(miss.statusCode, `order ${orderNumber}`).toBe(404);
      }
      const refused = await lookUp('uhri@example.com', 2000011);
      expectThrottled(refused, 15 * 60);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      // Another email from the same address, and the same email from another address, still ask.
      expect((await lookUp('joku-muu@example.com', 2000011)).statusCode).toBe(404);
      expect((await lookUp('uhri@example.com', 2000011, '192.0.2.7')).statusCode).toBe(404);
    });

    it('does not count a lookup that finds the order', async () => {
      const key = attemptKey('order-lookup', 'omistaja@example.com', '127.0.0.1');
      const limit = { max: 2, windowMs: 60_000 };
      for (let round = 0; round < 5; round += 1) {
        await limitMisses(app.db, key, limit, 'lookups', async () => 'found');
      }
      const miss = () =>
        limitMisses(app.db, key, limit, 'lookups', async () => {
          throw new NotFoundError('ORDER_NOT_FOUND', 'order not found');
        });
      await expect(miss()).rejects.toBeInstanceOf(NotFoundError);
      await expect(miss()).rejects.toBeInstanceOf(NotFoundError);
      await expect(miss()).rejects.toMatchObject({ statusCode: 429 });
    });
  });

  describe('question receipts, per address', () => {
    it('mails at most three receipts an hour to one address and keeps every question', async () => {
      const ids: number[] = [];
      for (let round = 1; round <= 5; round += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/ask/',
          payload: {
            name: 'Kysyjä',
            email: round % 2 ? 'kuitti@example.com' : 'KUITTI@example.com',
            question: `Question number ${round} about ski wax`,
          },
        });
        expect(response.statusCode).toBe(201);
        ids.push((response.json() as { id: number }).id);
      }
      expect(new Set(ids).size).toBe(5);
      const receipts = (await listOutbox(app.db, 'kuitti@example.com')).filter(
        (message) => message.kind === 'question-received',
      );
      expect(receipts).toHaveLength(3);
    });
  });

  describe('the attempt counter', () => {
    it('numbers attempts, stops at one past the limit and starts anew after the window', async () => {
      const key = attemptKey('test', 'laskuri');
      const limit = { max: 2, windowMs: 60_000 };
      const numbers: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        numbers.push((await countAttempt(app.db, key, limit)).number);
      }
      expect(numbers).toEqual([1, 2, 3, 3]);
      await withAttemptTables(app.db)
        .updateTable('attempt_counters')
        .set({ window_ends_at: new Date(Date.now() - 1000) })
        .where('key', '=', key)
        .execute();
      expect((await countAttempt(app.db, key, limit)).number).toBe(1);
    });
  });
});

describe.each(testBackends())('per-address throttles on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend, {
      writesPerMinute: 2,
      loginsPerMinute: 3,
      orderLookupsPerMinute: 2,
      mediaPerMinute: 2,
      listReadsPerMinute: 2,
    }));
  });
  afterAll(() => close?.());

  async function expectThirdThrottled(request: () => Promise<LightMyRequestResponse>) {
    for (let round = 1; round <= 2; round += 1) {
      expect((await request()).statusCode, `request ${round}`).not.toBe(429);
    }
    expectThrottled(await request(), 60);
  }

  it('throttles a public form: the question form refuses the third question in a minute', async () => {
    await expectThirdThrottled(() =>
      app.inject({
        method: 'POST',
        url: '/api/ask/',
        payload: { name: 'Tulva', email: 'tulva@example.com', question: 'Is this a flood?' },
      }),
    );
  });

  it('throttles the newsletter, company and password-reset forms', async () => {
    const forms = [
      ['/api/newsletter-subscription/', { list: 'forest', email: 'a@example.com', consent: true }],
      ['/api/corporate-info-request/', {}],
      ['/api/customer/password/reset_email/', { email: 'a@example.com' }],
    ] as const;
    for (const [url, payload] of forms) {
      await expectThirdThrottled(() => app.inject({ method: 'POST', url, payload }));
    }
  });

  it('throttles logins from one address, whatever the accounts', async () => {
    let round = 0;
    const logIn = (remoteAddress: string) => {
      round += 1;
      return app.inject({
        method: 'POST',
        url: '/api/customer/login/',
        payload: { username: `kiertaja${round}@example.com`, password: WRONG },
        remoteAddress,
      });
    };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await logIn('198.51.100.1')).statusCode).toBe(400);
    }
    expectThrottled(await logIn('198.51.100.1'), 60);
    expect((await logIn('198.51.100.2')).statusCode).toBe(400);
  });

  it('throttles order lookups and media requests the disk cache cannot answer', async () => {
    await expectThirdThrottled(() =>
      app.inject('/api/orders/lookup/?email=a@example.com&order_number=2000001'),
    );
    await expectThirdThrottled(() =>
      app.inject('/media/products/ski_c8242b_nordvik_999999-0.webp'),
    );
  });

  it('never counts a picture already drawn, so browsing behind a shared address goes on', async () => {
    const { url } = await app.db
      .selectFrom('product_images')
      .select('url')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const fromShopper = (path: string) => app.inject({ url: path, remoteAddress: '198.51.100.20' });
    // Drawn: counted.
    expect((await fromShopper(`${url}?w=320`)).statusCode).toBe(200);
    for (let view = 0; view < 10; view += 1) {
      expect((await fromShopper(`${url}?w=320`)).statusCode).toBe(200);
    }
    // Drawn: counted, the second of two.
    expect((await fromShopper(`${url}?w=640`)).statusCode).toBe(200);
    expectThrottled(await fromShopper(`${url}?w=1920`), 60);
  });

  it('throttles catalogue list reads per address, GET and POST, list and page alike', async () => {
    const { path } = await app.db
      .selectFrom('product_groups')
      .select('path')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const list = { source: 'ProductGroup', slug: path, language: 'en', taxAreaId: 1 };
    const q = (request: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(request));
    const reads: ((remoteAddress: string) => Promise<LightMyRequestResponse>)[] = [
      (remoteAddress) =>
        app.inject({ url: `/api/products/productmodellist/?q=${q(list)}`, remoteAddress }),
      (remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/api/products/productmodellist/',
          payload: list,
          remoteAddress,
        }),
      (remoteAddress) =>
        app.inject({ url: `/api/products/productmodellist/page/?q=${q({ list })}`, remoteAddress }),
      (remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/api/products/productmodellist/page/',
          payload: { list },
          remoteAddress,
        }),
      (remoteAddress) =>
        app.inject({ url: `/api/products/productgroup/?path=${path}&lang=en`, remoteAddress }),
      (remoteAddress) => app.inject({ url: '/api/brand/?slug=nordvik&lang=en', remoteAddress }),
    ];
    for (const [n, read] of reads.entries()) {
      const address = `203.0.113.${40 + n}`;
      for (let round = 1; round <= 2; round += 1) {
        expect((await read(address)).statusCode, `read ${n}, request ${round}`).toBe(200);
      }
      expectThrottled(await read(address), 60);
      // Another address reads on.
      expect((await read(`203.0.113.${140 + n}`)).statusCode, `read ${n} elsewhere`).toBe(200);
    }
  });
});
