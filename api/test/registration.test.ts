import {
  apiErrorSchema,
  loginResponseSchema,
  type OutboxMessage,
  outboxResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACTIVATION_TOKEN,
  DEMO_INACTIVE_EMAIL,
  DEMO_PASSWORD,
} from '../src/db/seed/customers.js';
import { withAccountTables } from '../src/modules/account/account.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

const PASSWORD = 'Tunturi2027x';
const URL = '/api/customer/register/';

/** A valid sign-up of the join form (issue 12) for an address. */
function signUp(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ilona',
    lastName: 'Ilmoittautuja',
    email,
    password: PASSWORD,
    postcode: '00100',
    marketingConsent: true,
    acceptTerms: true,
    lang: 'sv',
    ...overrides,
  };
}

describe.each(testBackends())('joining the club on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let adminToken: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    adminToken = await logIn('admin@example.com', DEMO_PASSWORD);
  });
  afterAll(() => close?.());

  function post(url: string, payload: object) {
    return app.inject({ method: 'POST', url, payload });
  }

  async function logIn(username: string, password: string) {
    const response = await post('/api/customer/login/', { username, password });
    expect(response.statusCode).toBe(200);
    return loginResponseSchema.parse(response.json()).access_token;
  }

  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/customer/admin/outbox/?to=${encodeURIComponent(to)}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    return outboxResponseSchema.parse(response.json());
  }

  /** The token of the newest activation link sent to the address. */
  async function activationToken(to: string): Promise<string> {
    const message = (await outbox(to)).find((entry) => entry.kind === 'account-activation');
    return message?.link?.split('/').filter(Boolean).at(-1) ?? '';
  }

  const accountCount = async (email: string) =>
    (
      await withAccountTables(app.db)
        .selectFrom('customers')
        .select('id')
        .where('email', '=', email)
        .execute()
    ).length;

  async function rejectedFields(payload: object) {
    const response = await post(URL, payload);
    expect(response.statusCode).toBe(400);
    return apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.field);
  }

  it('stores a sign-up, mails its activation link, and the activated account logs in', async () => {
    const email = 'liittyja@example.com';
    const response = await post(URL, signUp(' Liittyja@Example.com '));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await accountCount(email)).toBe(0);

    const [message] = await outbox(email);
    expect(message?.kind).toBe('account-activation');
    expect(message?.subject).toBe('Aktivera ditt konto');
    expect(message?.link).toMatch(/^\/sv\/konto\/aktivera\/[\w-]{43}\/$/);
    const pending = await withAccountTables(app.db)
      .selectFrom('account_registrations')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({
      first_name: 'Ilona',
      last_name: 'Ilmoittautuja',
      postcode: '00100',
      marketing_consent: true,
      activated_at: null,
    });
    expect(pending.terms_accepted_at).toBeInstanceOf(Date);
    expect(pending.password_hash).not.toContain(PASSWORD);

    // Not before activation.
    const early = await post('/api/customer/login/', { username: email, password: PASSWORD });
    expect(early.statusCode).toBe(400);
    const activated = await post('/api/customer/activate/', {
      token: await activationToken(email),
    });
    expect(activated.json()).toEqual({ status: 'activated', email });
    const token = await logIn(email, PASSWORD);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/customer/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toMatchObject({ customer: { email }, postcode: '00100' });
    // The marketing consent given when joining is the new customer's preference.
    const preferences = await app.inject({
      method: 'GET',
      url: '/api/customer/preferences/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(preferences.json()).toMatchObject({ marketingConsent: true });
  });

  it('answers an address with an account like a new one, and mails a log-in reminder instead', async () => {
    const email = 'asiakas@example.com';
    const before = await outbox(email);
    const response = await post(URL, signUp('Asiakas@example.com', { lang: 'en' }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email });
    const fresh = await post(URL, signUp('aivan-uusi@example.com', { lang: 'en' }));
    expect(Object.keys(fresh.json())).toEqual(Object.keys(response.json()));
    expect(fresh.statusCode).toBe(response.statusCode);

    const [message, ...rest] = await outbox(email);
    expect(rest.length).toBe(before.length);
    expect(message?.kind).toBe('account-exists');
    expect(message?.link).toBe('/en/accounts/login/');
    expect(message?.body).toContain('already has an account');
    expect(await accountCount(email)).toBe(1);
    // Its password still logs in; the sign-up's one does not.
    await logIn(email, DEMO_PASSWORD);
    const wrong = await post('/api/customer/login/', { username: email, password: PASSWORD });
    expect(wrong.statusCode).toBe(400);
  });

  it('answers a pending sign-up like a new one: the newest link works, the earlier one expired', async () => {
    const email = DEMO_INACTIVE_EMAIL;
    const response = await post(URL, signUp(email, { lang: 'fi' }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email });
    const [message] = await outbox(email);
    expect(message?.kind).toBe('account-activation');
    expect(message?.link).toMatch(/^\/tili\/aktivoi\/[\w-]{43}\/$/);

    const earlier = await post('/api/customer/activate/', { token: DEMO_ACTIVATION_TOKEN });
    expect(earlier.statusCode).toBe(410);
    const token = await activationToken(email);
    const activated = await post('/api/customer/activate/', { token });
    expect(activated.json()).toEqual({ status: 'activated', email });
    expect(await accountCount(email)).toBe(1);
    await logIn(email, PASSWORD);
    const again = await post('/api/customer/activate/', { token });
    expect(again.json()).toEqual({ status: 'already-activated', email });
    expect(await accountCount(email)).toBe(1);
  });

  it('mails one address at most three times an hour, answering alike', async () => {
    const email = 'tulva@example.com';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(URL, signUp(email));
      expect(response.statusCode).toBe(202);
    }
    expect((await outbox(email)).length).toBe(3);
  });

  it('refuses a weak password with a 400 naming password', async () => {
    expect(await rejectedFields(signUp('heikko@example.com', { password: 'lyhyt1' }))).toEqual([
      'password',
    ]);
    // A long one of letters alone is fine (no composition rule: ASVS 5.0, 6.2.5), a short one not.
    expect(await rejectedFields(signUp('heikko@example.com', { password: 'kirja' }))).toEqual([
      'password',
    ]);
    expect(await outbox('heikko@example.com')).toEqual([]);
  });

  it('refuses a password from the list of common ones (ASVS 2.1.7), whatever its case', async () => {
    for (const password of ['password12', 'Password123', 'QWERTY1234']) {
      const response = await post(URL, signUp('yleinen@example.com', { password }));
      expect(response.statusCode, password).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'COMMON_PASSWORD',
        fields: [{ field: 'password', message: 'is one of the most common passwords' }],
      });
    }
    expect(await outbox('yleinen@example.com')).toEqual([]);
    // A password of the same shape that is not on the list is taken.
    expect(
      (await post(URL, signUp('yleinen@example.com', { password: 'Kuksa-2026-x' }))).statusCode,
    ).toBe(202);
  });

  it('refuses a sign-up without the club terms accepted', async () => {
    expect(await rejectedFields(signUp('ehdot@example.com', { acceptTerms: false }))).toEqual([
      'acceptTerms',
    ]);
    const { acceptTerms: _omitted, ...withoutTerms } = signUp('ehdot@example.com');
    expect(await rejectedFields(withoutTerms)).toEqual(['acceptTerms']);
  });

  it('names each bad field', async () => {
    expect(await rejectedFields(signUp('ei-osoite'))).toEqual(['email']);
    expect(
      await rejectedFields(signUp('kentat@example.com', { firstName: ' ', postcode: '!!' })),
    ).toEqual(['firstName', 'postcode']);
  });
});

describe.each(testBackends())('the join form on %s', (backend) => {
  let limited: Awaited<ReturnType<typeof startTestApp>>;

  // Started in a hook: an app start (initdb and seed) may take longer than a test may.
  beforeAll(async () => {
    limited = await startTestApp(backend, { writesPerMinute: 2 });
  });
  afterAll(() => limited?.close());

  it('is throttled per client like the public forms (429 past the minute’s budget)', async () => {
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const response = await limited.app.inject({
        method: 'POST',
        url: URL,
        payload: signUp(email),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});
