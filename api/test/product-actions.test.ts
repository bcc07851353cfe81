import {
  ApiError,
  apiErrorSchema,
  BACK_IN_STOCK_WAITING_MAX,
  createApiClient,
  keywordPopupResponseSchema,
  NOTIFY_EMAIL_MESSAGES,
  productApi,
  wishlistResponseSchema,
  wishlistToggleResponseSchema,
  withClient,
} from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/customers.js';
import { WEB_STORE_ID } from '../src/lib/web-store.js';
import { withAccountTables } from '../src/modules/account/account.table.js';
import { toggleWishlistModel } from '../src/modules/account/wishlist.service.js';
import { sendBackInStockNotifications } from '../src/modules/availability-notifications/availability-notifications.service.js';
import { withAvailabilityNotificationTables } from '../src/modules/availability-notifications/availability-notifications.table.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, TEST_STAFF, testBackends } from './support/test-app.js';

const TOGGLE_URL = '/api/customer/wishlist_toggle/';
const NOTIFY_URL = '/api/product_availability_email_notify/';
const POPUP_URL = '/api/keyword-popup/';
/** The largest 32-bit id: a valid id that names nothing in the seed. */
const UNKNOWN_ID = 2_147_483_647;

/** The customer with an empty wishlist in the seed, and one for the concurrency test. */
const SHOPPER = DEMO_ACCOUNTS[1].email;
const BUSY_SHOPPER = TEST_STAFF.email;

describe.each(testBackends())('product page actions on %s (catalogue §4, §7)', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  /** Public models by id. */
  let models: number[];
  /** Variants of public models by id. */
  let variants: number[];

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    const rows = await app.db
      .selectFrom('product_models')
      .select('id')
      .where('is_public', '=', true)
      .orderBy('id')
      .limit(24)
      .execute();
    models = rows.map((row) => row.id);
    const variantRows = await app.db
      .selectFrom('variants as v')
      .innerJoin('product_models as m', 'm.id', 'v.model_id')
      .select('v.id')
      .where('m.is_public', '=', true)
      .orderBy('v.id')
      .limit(3)
      .execute();
    variants = variantRows.map((row) => row.id);
    token = await demoLoginToken(app, SHOPPER);
  });
  afterAll(() => close?.());

  async function send(request: InjectOptions) {
    const response = await app.inject(request);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  const toggle = (body: unknown, bearer: string | null = token) =>
    send({
      method: 'POST',
      url: TOGGLE_URL,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: body as InjectOptions['payload'],
    });

  async function toggled(modelId: number, bearer = token) {
    const { status, body } = await toggle({ model_id: modelId }, bearer);
    expect(status, JSON.stringify(body)).toBe(200);
    return wishlistToggleResponseSchema.parse(body);
  }

  const notify = (body: unknown) =>
    send({ method: 'POST', url: NOTIFY_URL, payload: body as InjectOptions['payload'] });

  const popup = (query: string) => send({ method: 'GET', url: `${POPUP_URL}?${query}` });

  async function savedWishlist(email: string): Promise<number[]> {
    const row = await withCustomerTables(app.db)
      .selectFrom('customers')
      .select('wishlist_model_ids')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.wishlist_model_ids;
  }

  const requestsFor = (variantId: number) =>
    withAvailabilityNotificationTables(app.db)
      .selectFrom('availability_notifications')
      .selectAll()
      .where('variant_id', '=', variantId)
      .execute();

  /** Runs `check` with the model hidden, then makes it public again. */
  async function whileHidden(modelId: number, check: () => Promise<void>) {
    const update = (isPublic: boolean) =>
      app.db
        .updateTable('product_models')
        .set({ is_public: isPublic })
        .where('id', '=', modelId)
        .execute();
    await update(false);
    try {
      await check();
    } finally {
      await update(true);
    }
  }

  const fieldsOf = (body: unknown) => apiErrorSchema.parse(body).fields ?? [];

  describe('POST /api/customer/wishlist_toggle/', () => {
    it('adds a model at the end, removes it again, and answers the whole list', async () => {
      expect(models.length).toBeGreaterThanOrEqual(24);
      const [first = 0, second = 0] = models;
      const start = await savedWishlist(SHOPPER);
      expect(start).not.toContain(first);

      const added = await toggle({ model_id: first });
      expect(added.status).toBe(200);
      expect(added.headers['cache-control']).toBe('private, no-store');
      expect(added.body).toEqual({ added: true, wishlist_model_ids: [...start, first] });
      expect(await toggled(second)).toEqual({
        added: true,
        wishlist_model_ids: [...start, first, second],
      });
      expect(await toggled(first)).toEqual({
        added: false,
        wishlist_model_ids: [...start, second],
      });
      expect(await savedWishlist(SHOPPER)).toEqual([...start, second]);

      // The account's wishlist page reads the same saved list.
      const listed = await send({
        method: 'GET',
        url: '/api/customer/wishlist/?lang=en',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(wishlistResponseSchema.parse(listed.body).map((model) => model.id)).toContain(second);

      expect(await toggled(second)).toEqual({ added: false, wishlist_model_ids: start });
    });

    it('asks a guest to log in first (401), before looking at the body', async () => {
      for (const body of [{ model_id: models[0] }, { model_id: 'nope' }]) {
        const guest = await toggle(body, null);
        expect(guest.status).toBe(401);
        expect(guest.body.code).toBe('LOGIN_REQUIRED');
      }
    });

    it('answers a bad model_id with a 400 naming the field', async () => {
      const bad = await toggle({ model_id: 'abc' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body: model_id: The model id must be a positive whole number.',
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'model_id', message: 'The model id must be a positive whole number.' }],
      });
      const missing = await toggle({});
      expect(fieldsOf(missing.body)).toEqual([
        { field: 'model_id', message: 'The model id is required.' },
      ]);
      for (const model_id of [0, -3, 1.5, '12', null, 2_147_483_648]) {
        const refused = await toggle({ model_id });
        expect(refused.status, String(model_id)).toBe(400);
        expect(fieldsOf(refused.body).map((field) => field.field)).toEqual(['model_id']);
      }
    });

    it('refuses to add an unknown or hidden model (404) but still takes a hidden one off', async () => {
      const before = await savedWishlist(SHOPPER);
      const unknown = await toggle({ model_id: UNKNOWN_ID });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Product not found',
        code: 'PRODUCT_NOT_FOUND',
      });
      const model = models[2] ?? 0;
      await whileHidden(model, async () => {
        expect((await toggle({ model_id: model })).status).toBe(404);
      });
      expect(await savedWishlist(SHOPPER)).toEqual(before);

      expect((await toggled(model)).added).toBe(true);
      await whileHidden(model, async () => {
        expect(await toggled(model)).toEqual({ added: false, wishlist_model_ids: before });
      });
    });

    if (backend === 'postgres') {
      it('keeps every toggle of concurrent requests by one customer (the row lock)', async () => {
        const busyToken = await demoLoginToken(app, BUSY_SHOPPER);
        const customer = await withCustomerTables(app.db)
          .selectFrom('customers')
          .select('id')
          .where('email', '=', BUSY_SHOPPER)
          .executeTakeFirstOrThrow();
        const start = await savedWishlist(BUSY_SHOPPER);
        const chosen = models.slice(4, 24).filter((id) => !start.includes(id));
        expect(chosen.length).toBeGreaterThanOrEqual(10);
        // Half over HTTP, half straight into the service, all at once: without the lock each
        // transaction would write back the list it read, and most additions would be lost.
        const answers = await Promise.all(
          chosen.map((modelId, at) =>
            at % 2 === 0
              ? toggled(modelId, busyToken)
              : toggleWishlistModel(app.db, customer.id, modelId),
          ),
        );
        expect(answers.every((answer) => answer.added)).toBe(true);
        const saved = await savedWishlist(BUSY_SHOPPER);
        expect(saved).toHaveLength(start.length + chosen.length);
        expect([...saved].sort((a, b) => a - b)).toEqual(
          [...start, ...chosen].sort((a, b) => a - b),
        );
        // Each answer is the list as its own toggle left it: one of each length.
        const lengths = answers.map((answer) => answer.wishlist_model_ids.length);
        expect(new Set(lengths).size).toBe(chosen.length);

        await Promise.all(chosen.map((modelId) => toggled(modelId, busyToken)));
        expect(await savedWishlist(BUSY_SHOPPER)).toEqual(start);
      });
    }
  });

  describe('POST /api/product_availability_email_notify/', () => {
    it('stores a request for the variant, the email lower-cased, with no login', async () => {
      const variant = variants[0] ?? 0;
      const answer = await notify({
        email: '  Aino.Odottaja@Example.COM ',
        product_id: variant,
        lang_code: 'sv',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ success: true });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const [stored, ...more] = await requestsFor(variant);
      expect(more).toEqual([]);
      expect(stored).toMatchObject({
        email: 'aino.odottaja@example.com',
        variant_id: variant,
        language: 'sv',
        notified_at: null,
      });
      expect(Number.isNaN(new Date(stored?.created_at ?? '').getTime())).toBe(false);
    });

    it('keeps the first request when the same email and variant ask again', async () => {
      const variant = variants[1] ?? 0;
      const first = await notify({
        email: 'toinen@example.com',
        product_id: variant,
        lang_code: 'fi',
      });
      expect(first.status).toBe(200);
      const again = await notify({
        email: 'TOINEN@example.com',
        product_id: variant,
        lang_code: 'en',
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true });
      const stored = await requestsFor(variant);
      expect(stored.map((row) => [row.email, row.language])).toEqual([
        ['toinen@example.com', 'fi'],
      ]);
      // Once its email went out, asking again makes the same request wait again.
      const tables = withAvailabilityNotificationTables(app.db);
      await tables
        .updateTable('availability_notifications')
        .set({ notified_at: new Date() })
        .where('variant_id', '=', variant)
        .execute();
      await notify({ email: 'toinen@example.com', product_id: variant, lang_code: 'de' });
      const rearmed = await requestsFor(variant);
      expect(rearmed.map((row) => [row.id, row.language, row.notified_at])).toEqual([
        [stored[0]?.id, 'de', null],
      ]);
      // Another variant is another request.
      const other = variants[2] ?? 0;
      expect(
        (await notify({ email: 'toinen@example.com', product_id: other, lang_code: 'fi' })).status,
      ).toBe(200);
      expect(await requestsFor(other)).toHaveLength(1);
    });

    it('answers a bad email with a 400 whose field message can be shown as it is', async () => {
      const product_id = variants[0];
      const bad = await notify({ email: 'not-an-email', product_id, lang_code: 'fi' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body: email: Enter a valid email address.',
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'email', message: 'Enter a valid email address.' }],
      });
      for (const [email, message] of [
        [undefined, NOTIFY_EMAIL_MESSAGES.required],
        ['   ', NOTIFY_EMAIL_MESSAGES.required],
        [42, NOTIFY_EMAIL_MESSAGES.invalid],
        ['a@b', NOTIFY_EMAIL_MESSAGES.invalid],
        [`${'a'.repeat(250)}@example.com`, NOTIFY_EMAIL_MESSAGES.tooLong],
      ] as const) {
        const refused = await notify({ email, product_id, lang_code: 'fi' });
        expect(refused.status, String(email)).toBe(400);
        expect(fieldsOf(refused.body), String(email)).toEqual([{ field: 'email', message }]);
      }
      const others = await notify({ email: 'x@example.com', product_id: 'one', lang_code: 'xx' });
      expect(fieldsOf(others.body)).toEqual([
        { field: 'product_id', message: 'The product id must be a positive whole number.' },
        { field: 'lang_code', message: 'The language must be one of fi, sv, en, de, fr, ru.' },
      ]);
    });

    it('answers an unknown variant, or one of a hidden model, with a 404', async () => {
      const unknown = await notify({
        email: 'kolmas@example.com',
        product_id: UNKNOWN_ID,
        lang_code: 'fi',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Product not found',
        code: 'PRODUCT_NOT_FOUND',
      });
      const variant = variants[0] ?? 0;
      const { model_id } = await app.db
        .selectFrom('variants')
        .select('model_id')
        .where('id', '=', variant)
        .executeTakeFirstOrThrow();
      await whileHidden(model_id, async () => {
        const hidden = await notify({
          email: 'kolmas@example.com',
          product_id: variant,
          lang_code: 'fi',
        });
        expect(hidden.status).toBe(404);
        expect(hidden.body.code).toBe('PRODUCT_NOT_FOUND');
      });
      const stored = await requestsFor(variant);
      expect(stored.map((row) => row.email)).not.toContain('kolmas@example.com');
    });

    it('is throttled per client like the public forms (429 past the minute’s budget)', async () => {
      const limited = await startTestApp(backend, { writesPerMinute: 2 });
      try {
        const body = { email: 'rajoitettu@example.com', product_id: UNKNOWN_ID, lang_code: 'fi' };
        const sendLimited = () =>
          limited.app.inject({ method: 'POST', url: NOTIFY_URL, payload: body });
        expect((await sendLimited()).statusCode).toBe(404);
        expect((await sendLimited()).statusCode).toBe(404);
        const third = await sendLimited();
        expect(third.statusCode).toBe(429);
        expect(apiErrorSchema.parse(third.json()).code).toBe('TOO_MANY_REQUESTS');
        // The wishlist toggle is a frequent write: four times the budget.
        const guestToggles = [];
        for (let at = 0; at < 9; at++) {
          const response = await limited.app.inject({
            method: 'POST',
            url: TOGGLE_URL,
            payload: {},
          });
          guestToggles.push(response.statusCode);
        }
        expect(guestToggles).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('back-in-stock emails (catalogue §4 Back-in-stock notifier)', () => {
    /** A variant with no web stock and not on order: what the notifier is offered for. */
    async function soldOutVariant(): Promise<number> {
      const row = await app.db
        .selectFrom('variants as v')
        .innerJoin('product_models as m', 'm.id', 'v.model_id')
        .select('v.id')
        .where('m.is_public', '=', true)
        .where('v.id', 'not in', variants)
        .orderBy('v.id', 'desc')
        .executeTakeFirstOrThrow();
      await app.db
        .updateTable('variants')
        .set({ on_order: false })
        .where('id', '=', row.id)
        .execute();
      await app.db
        .updateTable('stock')
        .set({ quantity: 0 })
        .where('variant_id', '=', row.id)
        .where('store_id', '=', WEB_STORE_ID)
        .execute();
      return row.id;
    }

    const mailsTo = (email: string) =>
      withAccountTables(app.db)
        .selectFrom('outbox_messages')
        .select(['kind', 'subject', 'link'])
        .where('recipient', '=', email)
        .execute();

    it(`keeps at most ${BACK_IN_STOCK_WAITING_MAX} waiting requests of one address`, async () => {
      const email = `vieras-odottaa-${backend}@example.com`;
      const publicVariants = await app.db
        .selectFrom('variants as v')
        .innerJoin('product_models as m', 'm.id', 'v.model_id')
        .select('v.id')
        .where('m.is_public', '=', true)
        .orderBy('v.id')
        .limit(BACK_IN_STOCK_WAITING_MAX + 1)
        .execute();
      const [first, ...rest] = publicVariants.map((row) => row.id);
      const over = rest.pop();
      for (const variant of [first, ...rest]) {
        const { status, body } = await notify({ email, product_id: variant, lang_code: 'fi' });
        expect(status, JSON.stringify(body)).toBe(200);
      }
      const refused = await notify({ email, product_id: over, lang_code: 'fi' });
      expect(refused.status).toBe(429);
      expect(apiErrorSchema.parse(refused.body).code).toBe('TOO_MANY_WAITING_REQUESTS');
      // A request already waiting is accepted again, and another address is not affected.
      expect((await notify({ email, product_id: first, lang_code: 'sv' })).status).toBe(200);
      const other = `toinen-${backend}@example.com`;
      expect((await notify({ email: other, product_id: over, lang_code: 'fi' })).status).toBe(200);
      const waiting = await withAvailabilityNotificationTables(app.db)
        .selectFrom('availability_notifications')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('email', '=', email)
        .executeTakeFirst();
      expect(Number(waiting?.count)).toBe(BACK_IN_STOCK_WAITING_MAX);
    });

    it('mails a waiting request once the web store has the variant again, and only once', async () => {
      const variant = await soldOutVariant();
      const email = `odottaa-${backend}@example.com`;
      expect((await notify({ email, product_id: variant, lang_code: 'sv' })).status).toBe(200);
      await sendBackInStockNotifications(app.db);
      expect(await mailsTo(email)).toEqual([]);

      await app.db
        .updateTable('stock')
        .set({ quantity: 4, blocked: false })
        .where('variant_id', '=', variant)
        .where('store_id', '=', WEB_STORE_ID)
        .execute();
      expect(await sendBackInStockNotifications(app.db)).toBeGreaterThanOrEqual(1);
      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ kind: 'back-in-stock', subject: 'Finns i lager igen' });
      expect(mail?.link).toMatch(/^\/sv\/.+\/\?color=[\w-]+&size=[\w-]+$/);
      const [request] = await requestsFor(variant);
      expect(request?.notified_at).not.toBeNull();
      await sendBackInStockNotifications(app.db);
      expect(await mailsTo(email)).toHaveLength(1);
    });

    if (backend === 'postgres') {
      it('mails once when two sweeps run at the same time (rows locked, others skipped)', async () => {
        const variant = await soldOutVariant();
        const email = `kaksi-${backend}@example.com`;
        expect((await notify({ email, product_id: variant, lang_code: 'fi' })).status).toBe(200);
        await app.db
          .updateTable('stock')
          .set({ quantity: 2, blocked: false })
          .where('variant_id', '=', variant)
          .where('store_id', '=', WEB_STORE_ID)
          .execute();
        await Promise.all([
          sendBackInStockNotifications(app.db),
          sendBackInStockNotifications(app.db),
          sendBackInStockNotifications(app.db),
        ]);
        expect(await mailsTo(email)).toHaveLength(1);
      });
    }
  });

  describe('GET /api/keyword-popup/', () => {
    it('answers the popup’s text in the language asked for, and its link', async () => {
      const row = await app.db
        .selectFrom('keyword_popups')
        .selectAll()
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const swedish = await popup(`id=${row.id}&lang=sv`);
      expect(swedish.status).toBe(200);
      expect(swedish.headers['cache-control']).toBe('public, max-age=60');
      expect(keywordPopupResponseSchema.parse(swedish.body)).toEqual({
        text: row.text.sv,
        url: row.url,
      });
      const english = await popup(`id=${row.id}&lang=en`);
      expect(english.body).toEqual({ text: row.text.en, url: row.url });
      expect(english.body.text).not.toBe(swedish.body.text);
      // Without `lang`, Finnish like every `?lang=`.
      expect((await popup(`id=${row.id}`)).body).toEqual({ text: row.text.fi, url: row.url });
    });

    it('answers an unknown id with a 404 and a bad id or language with a 400', async () => {
      const unknown = await popup(`id=${UNKNOWN_ID}&lang=en`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, code: 'KEYWORD_POPUP_NOT_FOUND' });
      for (const query of ['', 'id=', 'id=abc', 'id=0', 'id=1.5', 'id=2147483648']) {
        const refused = await popup(query);
        expect(refused.status, query).toBe(400);
        expect(fieldsOf(refused.body), query).toEqual([
          { field: 'id', message: expect.stringMatching(/^The keyword popup id /) },
        ]);
      }
      const language = await popup('id=1&lang=xx');
      expect(language.status).toBe(400);
      expect(fieldsOf(language.body).map((field) => field.field)).toEqual(['lang']);
    });
  });

  it('is reached through the shared client calls; only the wishlist toggle carries the login', async () => {
    const sentAuthorization: Record<string, boolean> = {};
    const calls = withClient(
      productApi,
      createApiClient({
        getToken: () => ({ tokenType: 'Bearer', accessToken: token }),
        fetch: async (input, init) => {
          const headers = Object.fromEntries(new Headers(init?.headers).entries());
          const url = String(input);
          const body = init?.body;
          sentAuthorization[url.split('?')[0] ?? url] = 'authorization' in headers;
          const response = await app.inject({
            method: (init?.method ?? 'GET') as InjectOptions['method'],
            url,
            headers,
            payload: typeof body === 'string' ? body : undefined,
          });
          return new Response(response.body, {
            status: response.statusCode,
            headers: { 'content-type': String(response.headers['content-type'] ?? '') },
          });
        },
      }),
    );
    const model = models[3] ?? 0;
    expect((await calls.wishlistToggle({ model_id: model })).added).toBe(true);
    expect((await calls.wishlistToggle({ model_id: model })).added).toBe(false);
    expect(
      await calls.notifyAvailability({
        email: 'asiakas@example.com',
        product_id: variants[0] ?? 0,
        lang_code: 'fi',
      }),
    ).toEqual({ success: true });
    const row = await app.db
      .selectFrom('keyword_popups')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await calls.keywordPopup({ id: row.id, lang: 'de' })).toEqual({
      text: row.text.de,
      url: row.url,
    });
    expect(sentAuthorization).toEqual({
      [TOGGLE_URL]: true,
      [NOTIFY_URL]: false,
      [POPUP_URL]: false,
    });
    const failure = await calls
      .notifyAvailability({ email: 'nope', product_id: variants[0] ?? 0, lang_code: 'fi' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).fields).toEqual([
      { field: 'email', message: NOTIFY_EMAIL_MESSAGES.invalid },
    ]);
  });
});
