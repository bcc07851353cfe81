import {
  apiErrorSchema,
  loginResponseSchema,
  type OutboxMessage,
  outboxResponseSchema,
  productPath,
  wishlistResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACTIVATION_TOKEN,
  DEMO_INACTIVE_EMAIL,
  DEMO_PASSWORD,
} from '../src/db/seed/customers.js';
import { withAccountTables } from '../src/modules/account/account.table.js';
import { activateAccount, registerAccount } from '../src/modules/account/activation.service.js';
import {
  areRemindersStopped,
  sendWishlistReminder,
} from '../src/modules/account/reminders.service.js';
import { withAvailabilityNotificationTables } from '../src/modules/availability-notifications/availability-notifications.table.js';
import { hashPassword } from '../src/modules/customers/customers.passwords.js';
import { startTestApp, testBackends } from './support/test-app.js';

const NEW_PASSWORD = 'Tunturi2027x';

describe.each(testBackends())('account flows on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let adminToken: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    adminToken = await tokenFor('admin@example.com');
  });
  afterAll(() => close?.());

  function post(url: string, payload: object, token?: string) {
    const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
    return app.inject({ method: 'POST', url, payload, headers });
  }

  function get(url: string, token?: string) {
    const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
    return app.inject({ method: 'GET', url, headers });
  }

  async function tokenFor(username: string, password = DEMO_PASSWORD) {
    const response = await post('/api/customer/login/', { username, password });
    expect(response.statusCode).toBe(200);
    return loginResponseSchema.parse(response.json()).access_token;
  }

  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await get(
      `/api/customer/admin/outbox/?to=${encodeURIComponent(to)}`,
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    return outboxResponseSchema.parse(response.json());
  }

  /** The last segment of the newest link of a kind sent to the address. */
  async function linkToken(to: string, kind: string): Promise<string> {
    const message = (await outbox(to)).find((entry) => entry.kind === kind);
    const segments = message?.link?.split('?')[0]?.split('/').filter(Boolean) ?? [];
    return segments.at(-1) ?? '';
  }

  async function fieldsOf(url: string, payload: object, token?: string) {
    const response = await post(url, payload, token);
    expect(response.statusCode).toBe(400);
    return apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.field);
  }

  describe('password reset', () => {
    it('mails a localised link without authorization, and answers alike for unknown emails', async () => {
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await post('/api/customer/password/reset_email/', { email, lang: 'en' });
        return { response, ms: performance.now() - started };
      };
      const { response: known, ms: knownMs } = await timed(' Yritys@Example.com ');
      const { response: unknown, ms: unknownMs } = await timed('nobody@example.com');
      // Both wait for the same floor (150 ms), longer than mailing takes: time tells nothing.
      expect(Math.min(knownMs, unknownMs)).toBeGreaterThanOrEqual(149);
      expect(known.statusCode).toBe(200);
      expect(known.headers['cache-control']).toBe('private, no-store');
      expect(known.json()).toEqual({ ok: true });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      const [message] = await outbox('yritys@example.com');
      expect(message?.kind).toBe('password-reset');
      expect(message?.link).toMatch(/^\/en\/accounts\/password\/reset\/confirm\/[\w-]{43}\/$/);
      expect(message?.body).toContain(message?.link);
      expect(await outbox('nobody@example.com')).toEqual([]);
    });

    it('ignores any authorization: a stale login cannot block a reset', async () => {
      const response = await post(
        '/api/customer/password/reset_email/',
        { email: 'nobody@example.com' },
        'stale-token-that-was-revoked-long-ago',
      );
      expect(response.statusCode).toBe(200);
    });

    it('stores only the hash of the link token, with an expiry', async () => {
      const token = await linkToken('yritys@example.com', 'password-reset');
      const rows = await withAccountTables(app.db)
        .selectFrom('customer_link_tokens')
        .selectAll()
        .execute();
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows.every((row) => row.expires_at > new Date())).toBe(true);
    });

    it('refuses a common new password and keeps the link usable', async () => {
      await post('/api/customer/password/reset_email/', { email: 'asiakas@example.com' });
      const token = await linkToken('asiakas@example.com', 'password-reset');
      const common = await post('/api/customer/password/reset/confirm/', {
        token,
        password: 'iloveyou12',
      });
      expect(common.statusCode).toBe(400);
      expect(apiErrorSchema.parse(common.json())).toMatchObject({
        code: 'COMMON_PASSWORD',
        fields: [{ field: 'password' }],
      });
      await tokenFor('asiakas@example.com', DEMO_PASSWORD);
      const confirm = await post('/api/customer/password/reset/confirm/', {
        token,
        password: DEMO_PASSWORD,
      });
      expect(confirm.statusCode).toBe(200);
    });

    it('sets the new password once, revokes old logins, and then says the request expired', async () => {
      const oldLogin = await tokenFor('yritys@example.com');
      const token = await linkToken('yritys@example.com', 'password-reset');
      const confirm = await post('/api/customer/password/reset/confirm/', {
        token,
        password: NEW_PASSWORD,
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ email: 'yritys@example.com' });
      expect((await get('/api/customer/', oldLogin)).statusCode).toBe(401);
      await tokenFor('yritys@example.com', NEW_PASSWORD);
      const again = await post('/api/customer/password/reset/confirm/', {
        token,
        password: NEW_PASSWORD,
      });
      expect(again.statusCode).toBe(410);
      expect(apiErrorSchema.parse(again.json())).toMatchObject({
        message: 'Request expired.',
        code: 'REQUEST_EXPIRED',
      });
    });

    it('answers 410 for an expired link and 404 for an unknown one', async () => {
      await post('/api/customer/password/reset_email/', { email: 'henkilokunta@example.com' });
      const token = await linkToken('henkilokunta@example.com', 'password-reset');
      await withAccountTables(app.db)
        .updateTable('customer_link_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('used_at', 'is', null)
        .execute();
      const expired = await post('/api/customer/password/reset/confirm/', {
        token,
        password: NEW_PASSWORD,
      });
      expect(expired.statusCode).toBe(410);
      expect(apiErrorSchema.parse(expired.json()).code).toBe('REQUEST_EXPIRED');
      const unknown = await post('/api/customer/password/reset/confirm/', {
        token: 'x'.repeat(43),
        password: NEW_PASSWORD,
      });
      expect(unknown.statusCode).toBe(404);
      expect(apiErrorSchema.parse(unknown.json()).code).toBe('LINK_NOT_FOUND');
    });

    it('sends at most three reset emails an hour to one account', async () => {
      for (let round = 0; round < 5; round += 1) {
        await post('/api/customer/password/reset_email/', { email: 'admin@example.com' });
      }
      const resets = (await outbox('admin@example.com')).filter(
        (message) => message.kind === 'password-reset',
      );
      expect(resets).toHaveLength(3);
    });

    it('names bad fields with a 400', async () => {
      const resetEmail = '/api/customer/password/reset_email/';
      expect(await fieldsOf(resetEmail, {})).toEqual(['email']);
      expect(await fieldsOf(resetEmail, { email: 'not-an-email' })).toEqual(['email']);
      expect(await fieldsOf(resetEmail, { email: 'a@b.fi', lang: 'xx' })).toEqual(['lang']);
      const confirm = '/api/customer/password/reset/confirm/';
      expect(await fieldsOf(confirm, {})).toEqual(['token', 'password']);
      expect(await fieldsOf(confirm, { token: 'short', password: NEW_PASSWORD })).toEqual([
        'token',
      ]);
      for (const password of ['Short1', 'x'.repeat(129)]) {
        expect(await fieldsOf(confirm, { token: 'x'.repeat(43), password })).toEqual(['password']);
      }
    });
  });

  describe('activation', () => {
    it('activates the seeded sign-up, which can then log in; a second time is already activated', async () => {
      const login = { username: DEMO_INACTIVE_EMAIL, password: DEMO_PASSWORD };
      expect((await post('/api/customer/login/', login)).statusCode).toBe(400);
      const first = await post('/api/customer/activate/', { token: DEMO_ACTIVATION_TOKEN });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'activated', email: DEMO_INACTIVE_EMAIL });
      await tokenFor(DEMO_INACTIVE_EMAIL);
      const second = await post('/api/customer/activate/', { token: DEMO_ACTIVATION_TOKEN });
      expect(second.json()).toEqual({ status: 'already-activated', email: DEMO_INACTIVE_EMAIL });
    });

    it('sends the activation link by email when signing up', async () => {
      const [message] = await outbox(DEMO_INACTIVE_EMAIL);
      expect(message?.link).toBe(`/tili/aktivoi/${DEMO_ACTIVATION_TOKEN}/`);
    });

    it('answers 410 for an expired link, 404 for an unknown one and 400 for a malformed one', async () => {
      const token = await registerAccount(app.db, {
        email: 'myohassa@example.com',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        language: 'sv',
        expiresAt: new Date(Date.now() - 1000),
      });
      expect((await post('/api/customer/activate/', { token })).statusCode).toBe(410);
      const unknown = await post('/api/customer/activate/', { token: 'y'.repeat(43) });
      expect(unknown.statusCode).toBe(404);
      expect(await fieldsOf('/api/customer/activate/', { token: 'bad token!' })).toEqual(['token']);
    });
  });

  describe('account deletion', () => {
    const email = 'poistuva@example.com';

    beforeAll(async () => {
      const token = await registerAccount(app.db, {
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        postcode: '00200',
        language: 'en',
      });
      await activateAccount(app.db, token);
    });

    it('needs a login to request the link', async () => {
      const response = await post('/api/customer/delete_account/request/', { lang: 'en' });
      expect(response.statusCode).toBe(401);
    });

    it('mails the link, then deletes and anonymises the account and revokes its logins', async () => {
      const login = await tokenFor(email);
      // A back-in-stock request of the address goes with the account.
      const variant = await app.db.selectFrom('variants').select('id').executeTakeFirstOrThrow();
      const notify = await post('/api/product_availability_email_notify/', {
        email,
        product_id: variant.id,
        lang_code: 'en',
      });
      expect(notify.statusCode).toBe(200);
      const request = await post('/api/customer/delete_account/request/', { lang: 'de' }, login);
      expect(request.statusCode).toBe(200);
      expect(request.json()).toEqual({ email });
      const [message] = await outbox(email);
      expect(message?.link).toMatch(/^\/de\/konto\/konto-loeschen\/[\w-]{43}\/$/);
      const token = await linkToken(email, 'account-deletion');
      const confirm = await post('/api/customer/delete_account/confirm/', { token });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ ok: true });
      expect((await get('/api/customer/', login)).statusCode).toBe(401);
      expect(
        (await post('/api/customer/login/', { username: email, password: DEMO_PASSWORD }))
          .statusCode,
      ).toBe(400);
      const tables = withAccountTables(app.db);
      const left = await tables
        .selectFrom('customers')
        .selectAll()
        .where('email', 'like', 'deleted-%')
        .execute();
      expect(left).toHaveLength(1);
      expect(left[0]).toMatchObject({ postcode: null, first_name: '', wishlist_model_ids: [] });
      expect(await outbox(email)).toEqual([]);
      const waiting = await withAvailabilityNotificationTables(app.db)
        .selectFrom('availability_notifications')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .execute();
      expect(waiting).toEqual([]);
      const again = await post('/api/customer/delete_account/confirm/', { token });
      expect(again.statusCode).toBe(404);
    });

    it('answers 410 for an expired link and 400 for a malformed one', async () => {
      const login = await tokenFor('henkilokunta@example.com');
      await post('/api/customer/delete_account/request/', {}, login);
      const token = await linkToken('henkilokunta@example.com', 'account-deletion');
      await withAccountTables(app.db)
        .updateTable('customer_link_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('purpose', '=', 'account-deletion')
        .execute();
      const expired = await post('/api/customer/delete_account/confirm/', { token });
      expect(expired.statusCode).toBe(410);
      expect((await get('/api/customer/', login)).statusCode).toBe(200);
      expect(await fieldsOf('/api/customer/delete_account/confirm/', {})).toEqual(['token']);
      expect(
        await fieldsOf('/api/customer/delete_account/request/', { lang: 'xx' }, login),
      ).toEqual(['lang']);
    });
  });

  describe('stop reminders', () => {
    it('stops reminders with the signed link of the seeded reminder', async () => {
      const reminder = (await outbox('asiakas@example.com')).find(
        (message) => message.kind === 'wishlist-reminder',
      );
      const link = new URL(reminder?.link ?? '', 'http://shop.test');
      expect(link.pathname).toBe('/tili/lopeta-muistutukset/asiakas%40example.com/');
      const token = link.searchParams.get('token') ?? '';
      const response = await post('/api/customer/stop_reminders/', {
        email: 'asiakas@example.com',
        token,
      });
      expect(response.statusCode).toBe(200);
      expect(await areRemindersStopped(app.db, 'asiakas@example.com')).toBe(true);
      expect(await sendWishlistReminder(app.db, 'asiakas@example.com', 'fi')).toBe(false);
      // Stopping twice is no error.
      const twice = await post('/api/customer/stop_reminders/', {
        email: 'asiakas@example.com',
        token,
      });
      expect(twice.statusCode).toBe(200);
    });

    it("refuses another address's signature with 403 and bad fields with 400", async () => {
      const reminder = (await outbox('asiakas@example.com')).find(
        (message) => message.kind === 'wishlist-reminder',
      );
      const token = new URL(reminder?.link ?? '', 'http://shop.test').searchParams.get('token');
      const response = await post('/api/customer/stop_reminders/', {
        email: 'someone-else@example.com',
        token,
      });
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).code).toBe('INVALID_REMINDER_LINK');
      expect(await areRemindersStopped(app.db, 'someone-else@example.com')).toBe(false);
      const url = '/api/customer/stop_reminders/';
      expect(await fieldsOf(url, {})).toEqual(['email', 'token']);
      expect(await fieldsOf(url, { email: 'x', token: 'a'.repeat(43) })).toEqual(['email']);
      expect(await fieldsOf(url, { email: 'a@b.fi', token: 'short' })).toEqual(['token']);
    });
  });

  describe('ask', () => {
    it('saves the question and mails a receipt with its number', async () => {
      const response = await post('/api/ask/', {
        name: 'Matti Meikäläinen',
        email: 'Matti@Example.com',
        question: 'Do the Nordvik skis fit a 330 mm boot?',
        reference: 'order 10001',
        lang: 'en',
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: number };
      const saved = await withAccountTables(app.db)
        .selectFrom('customer_questions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(saved).toMatchObject({ email: 'matti@example.com', reference: 'order 10001' });
      const [receipt] = await outbox('matti@example.com');
      expect(receipt?.subject).toBe(`We received your question #${id}`);
    });

    it('names missing and invalid fields with a 400', async () => {
      expect(await fieldsOf('/api/ask/', {})).toEqual(['name', 'email', 'question']);
      expect(
        await fieldsOf('/api/ask/', {
          name: ' ',
          email: 'a@b.fi',
          question: 'too short',
          reference: 'r'.repeat(65),
        }),
      ).toEqual(['name', 'question', 'reference']);
    });
  });

  describe('wishlist', () => {
    it("lists the customer's wishlist models with their product paths", async () => {
      const login = await tokenFor('asiakas@example.com');
      const response = await get('/api/customer/wishlist/?lang=en', login);
      expect(response.statusCode).toBe(200);
      const models = wishlistResponseSchema.parse(response.json());
      expect(models).toHaveLength(3);
      const [first] = models;
      const row = await app.db
        .selectFrom('product_models as m')
        .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
        .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
        .select(['m.slug', 'm.name', 'b.slug as brandSlug', 'g.path'])
        .where('m.id', '=', first?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(first?.path).toBe(productPath(row.brandSlug, row.path, row.slug));
      expect(first?.name).toBe(row.name.en);
      expect(first?.imageUrl).toMatch(/^\/media\//);
    });

    it('answers 401 without a login and 400 for an unknown language', async () => {
      expect((await get('/api/customer/wishlist/')).statusCode).toBe(401);
      const login = await tokenFor('asiakas@example.com');
      const response = await get('/api/customer/wishlist/?lang=xx', login);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.[0]?.field).toBe('lang');
    });
  });

  describe('outbox', () => {
    it('is for admins only', async () => {
      const anonymous = await get('/api/customer/admin/outbox/');
      expect(anonymous.statusCode).toBe(401);
      expect(apiErrorSchema.parse(anonymous.json()).code).toBe('LOGIN_REQUIRED');
      const customer = await tokenFor('asiakas@example.com');
      const notAdmin = await get('/api/customer/admin/outbox/', customer);
      expect(notAdmin.statusCode).toBe(403);
      expect(apiErrorSchema.parse(notAdmin.json()).code).toBe('ADMIN_ONLY');
      const bad = await get('/api/customer/admin/outbox/?to=nope', adminToken);
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).fields?.[0]?.field).toBe('to');
    });
  });
});
