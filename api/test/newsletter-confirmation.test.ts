import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  formSubmissionResponseSchema,
  loginResponseSchema,
  type NewsletterList,
  newsletterConfirmResponseSchema,
  type OutboxMessage,
  outboxResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  up as addConfirmation,
  down as dropConfirmation,
} from '../src/db/migrations/0024-newsletter-confirmation.js';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { withContentTables } from '../src/modules/content/content.table.js';
import {
  deleteLapsedNewsletterSignUps,
  LAPSED_SIGN_UP_KEPT_MS,
} from '../src/modules/content/newsletter.service.js';
import { startTestApp, testBackends } from './support/test-app.js';

const SUBSCRIBE = '/api/newsletter-subscription/';
const CONFIRM = '/api/newsletter-subscription/confirm/';
const KIND = 'newsletter-confirmation';

/** A 43-character base64url token (32 random bytes), as the confirmation link carries it. */
const TOKEN = '[A-Za-z0-9_-]{43}';

/** Issue 13: the newsletter sign-up is a double opt-in. */
describe.each(testBackends())('newsletter confirmation on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let adminToken: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    const login = await post('/api/customer/login/', {
      username: 'admin@example.com',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    adminToken = loginResponseSchema.parse(login.body).access_token;
  });
  afterAll(() => close?.());

  async function post(url: string, payload: object) {
    const response = await app.inject({ method: 'POST', url, payload });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  function subscribe(email: string, lang = 'en', list = 'forest') {
    return post(SUBSCRIBE, { list, email, consent: true, lang });
  }

  /** The confirmation emails sent to an address, newest first. */
  async function confirmations(to: string): Promise<OutboxMessage[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/customer/admin/outbox/?to=${encodeURIComponent(to)}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    return outboxResponseSchema.parse(response.json()).filter((message) => message.kind === KIND);
  }

  /** The token of a confirmation email's link (its last path segment). */
  const tokenOf = (message: OutboxMessage | undefined) =>
    message?.link?.split('/').filter(Boolean).at(-1) ?? '';

  function subscription(email: string, list: NewsletterList = 'forest') {
    return withContentTables(app.db)
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', email)
      .where('list', '=', list)
      .executeTakeFirstOrThrow();
  }

  it('stores a new address unconfirmed and mails a link to the localised confirm page', async () => {
    const email = 'tuore@example.com';
    const { status, body, headers } = await subscribe('Tuore@Example.com', 'en');
    expect(status).toBe(201);
    expect(formSubmissionResponseSchema.parse(body)).toEqual({ status: 'subscribed' });
    expect(headers['cache-control']).toBe('private, no-store');

    const messages = await confirmations(email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.link).toMatch(new RegExp(`^/en/newsletter/confirm/${TOKEN}/$`));
    expect(message?.subject).toBe('Confirm your newsletter subscription');
    expect(message?.body).toContain(message?.link);

    const row = await subscription(email);
    expect(row.confirmed_at).toBeNull();
    // Only the token's hash is kept.
    expect(row.confirm_token_hash).toBe(
      createHash('sha256').update(tokenOf(message)).digest('hex'),
    );
    const lifetimeDays =
      ((row.confirm_expires_at?.getTime() ?? 0) - row.consented_at.getTime()) / 86_400_000;
    expect(lifetimeDays).toBe(7);
  });

  it('mails the link in the language of the sign-up', async () => {
    await subscribe('suomeksi@example.com', 'fi');
    const [finnish] = await confirmations('suomeksi@example.com');
    expect(finnish?.link).toMatch(new RegExp(`^/uutiskirje/vahvista/${TOKEN}/$`));
    expect(finnish?.subject).toBe('Vahvista uutiskirjeen tilaus');
    await subscribe('svenska@example.com', 'sv');
    const [swedish] = await confirmations('svenska@example.com');
    expect(swedish?.link).toMatch(new RegExp(`^/sv/nyhetsbrev/bekrafta/${TOKEN}/$`));
  });

  it('confirms with the token of the link; the same link again answers confirmed again', async () => {
    const email = 'vahvistaja@example.com';
    await subscribe(email, 'de', 'corporate');
    const token = tokenOf((await confirmations(email))[0]);
    const first = await post(CONFIRM, { token });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(newsletterConfirmResponseSchema.parse(first.body)).toEqual({
      status: 'confirmed',
      list: 'corporate',
    });
    const row = await subscription(email, 'corporate');
    expect(row.confirmed_at).toBeInstanceOf(Date);
    const again = await post(CONFIRM, { token });
    expect(again).toMatchObject({ status: 200, body: { status: 'confirmed', list: 'corporate' } });
    expect((await subscription(email, 'corporate')).confirmed_at).toEqual(row.confirmed_at);
  });

  it('answers 404 LINK_NOT_FOUND for an unknown token and 400 for a malformed one', async () => {
    const unknown = await post(CONFIRM, { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(unknown.body).code).toBe('LINK_NOT_FOUND');
    const malformed = await post(CONFIRM, { token: 'not a token' });
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(malformed.body).fields?.map((field) => field.field)).toContain(
      'token',
    );
  });

  it('answers 410 REQUEST_EXPIRED for an expired link and leaves the address unconfirmed', async () => {
    const email = 'myohassa@example.com';
    await subscribe(email, 'fr');
    const token = tokenOf((await confirmations(email))[0]);
    await withContentTables(app.db)
      .updateTable('newsletter_subscriptions')
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const expired = await post(CONFIRM, { token });
    expect(expired.status).toBe(410);
    expect(apiErrorSchema.parse(expired.body)).toMatchObject({
      code: 'REQUEST_EXPIRED',
      message: 'Request expired.',
    });
    expect((await subscription(email)).confirmed_at).toBeNull();
  });

  it('deletes a sign-up nobody confirmed a week after its link expired, and no other', async () => {
    const lapsed = 'unohtunut@example.com';
    const recent = 'vasta-vanhentunut@example.com';
    const confirmed = 'vahvistettu@example.com';
    for (const email of [lapsed, recent, confirmed]) await subscribe(email);
    expect(
      (await post(CONFIRM, { token: tokenOf((await confirmations(confirmed))[0]) })).status,
    ).toBe(200);
    const now = new Date();
    const expiredAgo = async (email: string, ms: number) =>
      withContentTables(app.db)
        .updateTable('newsletter_subscriptions')
        .set({ confirm_expires_at: new Date(now.getTime() - ms) })
        .where('email', '=', email)
        .execute();
    await expiredAgo(lapsed, LAPSED_SIGN_UP_KEPT_MS + 60_000);
    await expiredAgo(recent, LAPSED_SIGN_UP_KEPT_MS - 60_000);

    expect(await deleteLapsedNewsletterSignUps(app.db, now)).toBe(1);
    await expect(subscription(lapsed)).rejects.toThrow();
    expect((await subscription(recent)).confirmed_at).toBeNull();
    expect((await subscription(confirmed)).confirmed_at).not.toBeNull();
  });

  it('sends nothing and changes nothing when a confirmed address signs up again', async () => {
    const email = 'jo-tilannut@example.com';
    await subscribe(email, 'en');
    const token = tokenOf((await confirmations(email))[0]);
    expect((await post(CONFIRM, { token })).status).toBe(200);
    const before = await subscription(email);

    const again = await subscribe(email, 'ru');
    expect(again).toMatchObject({ status: 201, body: { status: 'subscribed' } });
    expect(await confirmations(email)).toHaveLength(1);
    expect(await subscription(email)).toEqual(before);
  });

  it('mails a new link to an unconfirmed address signing up again; only the new one works', async () => {
    const email = 'kahdesti@example.com';
    await subscribe(email, 'en');
    const oldToken = tokenOf((await confirmations(email))[0]);
    await subscribe(email, 'fi');
    const messages = await confirmations(email);
    expect(messages).toHaveLength(2);
    const newToken = tokenOf(messages[0]);
    expect(messages[0]?.link).toMatch(/^\/uutiskirje\/vahvista\//);
    expect(newToken).not.toBe(oldToken);

    const old = await post(CONFIRM, { token: oldToken });
    expect(old.status).toBe(404);
    expect(apiErrorSchema.parse(old.body).code).toBe('LINK_NOT_FOUND');
    expect((await post(CONFIRM, { token: newToken })).status).toBe(200);
    // The consent confirmed is the newest sign-up's.
    expect((await subscription(email)).language).toBe('fi');
  });

  it('mails at most 3 confirmations to an address an hour and keeps the last link working', async () => {
    const email = 'tulva@example.com';
    for (const lang of ['en', 'de', 'fr']) await subscribe(email, lang);
    // The cap is per address: the other list counts too.
    const fourth = await subscribe(email, 'sv', 'corporate');
    expect(fourth).toMatchObject({ status: 201, body: { status: 'subscribed' } });
    const messages = await confirmations(email);
    expect(messages).toHaveLength(3);
    await expect(subscription(email, 'corporate')).rejects.toThrow();

    // An hour later the address may have a new link.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await sql`update outbox_messages set created_at = ${twoHoursAgo} where recipient = ${email}`.execute(
      app.db,
    );
    await subscribe(email, 'sv', 'corporate');
    expect(await confirmations(email)).toHaveLength(4);
    // The last link sent before the cap still confirms the forest list.
    const confirmed = await post(CONFIRM, { token: tokenOf(messages[0]) });
    expect(confirmed).toMatchObject({ status: 200, body: { list: 'forest' } });
  });
});

describe.each(testBackends())('newsletter confirmation throttle on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend, { writesPerMinute: 2 }));
  });
  afterAll(() => close?.());

  it('refuses the third confirmation in a minute from one address, like the other forms', async () => {
    const confirm = () =>
      app.inject({ method: 'POST', url: CONFIRM, payload: { token: 'B'.repeat(43) } });
    expect((await confirm()).statusCode).toBe(404);
    expect((await confirm()).statusCode).toBe(404);
    const third = await confirm();
    expect(third.statusCode).toBe(429);
    expect(apiErrorSchema.parse(third.json()).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe.each(testBackends())('migration 0024 on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  it('counts subscriptions taken before the double opt-in as confirmed when consented', async () => {
    const tables = withContentTables(app.db);
    await tables
      .insertInto('newsletter_subscriptions')
      .values([
        { list: 'forest', email: 'odottaa@example.com', language: 'fi', consented_at: new Date() },
        {
          list: 'forest',
          email: 'vahvisti@example.com',
          language: 'fi',
          consented_at: new Date(),
          confirmed_at: new Date(),
        },
      ])
      .execute();
    // Down drops the unconfirmed sign-up, which would otherwise count as a subscriber.
    await dropConfirmation(app.db as Kysely<unknown>);
    const consentedAt = new Date('2025-03-01T08:00:00Z');
    await sql`
      insert into newsletter_subscriptions (list, email, language, consented_at)
      values ('corporate', 'vanha@example.com', 'sv', ${consentedAt})
    `.execute(app.db);
    await addConfirmation(app.db as Kysely<unknown>);

    const rows = await tables
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'confirmed_at', 'confirm_token_hash', 'confirm_expires_at'])
      .orderBy('email')
      .execute();
    expect(rows.map((row) => row.email)).toEqual(['vahvisti@example.com', 'vanha@example.com']);
    expect(rows[1]).toEqual({
      email: 'vanha@example.com',
      confirmed_at: consentedAt,
      confirm_token_hash: null,
      confirm_expires_at: null,
    });
  });
});
