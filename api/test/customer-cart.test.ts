import {
  apiErrorSchema,
  customerResponseSchema,
  loginResponseSchema,
  MAX_LINE_AMOUNT,
  MAX_ORDER_LINES,
  MAX_SAVED_CART_AMOUNT,
  MAX_SAVED_CART_PRODUCTS,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

const URL = '/api/customer/cart/';

const ROW = { uid: 'lx2a-4k9d0p1q', productId: 101, modelId: 11, amount: 3 };

/** A plain line, a new bundle (hyphenated id) and a gift card, as the cart saves them. */
const CART = {
  products: [
    ROW,
    {
      uid: '1767225600',
      productId: 202,
      modelId: 22,
      amount: 1,
      bundleHash: '22-202-303',
      frozen: true,
    },
    {
      uid: 'gift-1',
      productId: 404,
      modelId: 44,
      amount: 1,
      giftCard: { valueEuros: 50, recipientName: 'Aino' },
    },
  ],
};

describe.each(testBackends())('PUT /api/customer/cart/ on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function tokenFor(target: FastifyInstance, username: string) {
    const response = await target.inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return loginResponseSchema.parse(response.json()).access_token;
  }

  function putCart(body: unknown, token?: string, target = app) {
    const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
    return target.inject({ method: 'PUT', url: URL, headers, payload: body as object });
  }

  async function savedCart(token: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/customer/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return customerResponseSchema.parse(response.json()).customer.cart_content;
  }

  async function storedCartOf(email: string) {
    const row = await withCustomerTables(app.db)
      .selectFrom('customers')
      .select('cart_content')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.cart_content;
  }

  it('keeps the limits of an order', () => {
    expect(MAX_SAVED_CART_PRODUCTS).toBe(MAX_ORDER_LINES);
    expect(MAX_SAVED_CART_AMOUNT).toBe(MAX_LINE_AMOUNT);
  });

  it('saves the cart and gives it back through GET /api/customer/', async () => {
    const token = await tokenFor(app, 'asiakas@example.com');
    const response = await putCart(CART, token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await savedCart(token)).toEqual(CART);
    expect(await storedCartOf('asiakas@example.com')).toEqual(CART);
    // Another account's cart is not touched.
    expect(await storedCartOf('yritys@example.com')).toEqual({ products: [] });
  });

  it('replaces the whole saved cart, and stores only the fields of the contract', async () => {
    const token = await tokenFor(app, 'henkilokunta@example.com');
    expect((await putCart(CART, token)).statusCode).toBe(204);
    const next = {
      products: [
        // A price sent by the client is not kept: the server decides every price.
        { uid: ' only ', productId: 7, modelId: 8, amount: 999, price: 1, giftCard: undefined },
      ],
    };
    expect((await putCart(next, token)).statusCode).toBe(204);
    expect(await savedCart(token)).toEqual({
      products: [{ uid: 'only', productId: 7, modelId: 8, amount: 999 }],
    });
    expect((await putCart({ products: [] }, token)).statusCode).toBe(204);
    expect(await savedCart(token)).toEqual({ products: [] });
  });

  it('answers 401 without a live token, whatever the body, and stores nothing', async () => {
    const before = await storedCartOf('admin@example.com');
    for (const body of [CART, { products: [{ amount: 0 }] }]) {
      const anonymous = await putCart(body);
      expect(anonymous.statusCode).toBe(401);
      expect(apiErrorSchema.parse(anonymous.json()).code).toBe('LOGIN_REQUIRED');
    }
    const unknown = await putCart(CART, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('LOGIN_EXPIRED');
    const token = await tokenFor(app, 'admin@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/customer/logout/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await putCart(CART, token)).statusCode).toBe(401);
    expect(await storedCartOf('admin@example.com')).toEqual(before);
  });

  it('answers 400 naming the field, and keeps the saved cart', async () => {
    const token = await tokenFor(app, 'yritys@example.com');
    expect((await putCart(CART, token)).statusCode).toBe(204);
    const row = ROW;
    const many = Array.from({ length: MAX_SAVED_CART_PRODUCTS + 1 }, (_, index) => ({
      ...row,
      uid: `row-${index}`,
    }));
    const cases: [unknown, string][] = [
      [{}, 'products'],
      [{ products: 'all' }, 'products'],
      [{ products: many }, 'products'],
      [{ products: [{ ...row, amount: 0 }] }, 'products.0.amount'],
      [{ products: [{ ...row, amount: -2 }] }, 'products.0.amount'],
      [{ products: [{ ...row, amount: 1.5 }] }, 'products.0.amount'],
      [{ products: [{ ...row, amount: 1000 }] }, 'products.0.amount'],
      [{ products: [{ ...row, amount: '2' }] }, 'products.0.amount'],
      [{ products: [{ ...row, productId: 0 }] }, 'products.0.productId'],
      [{ products: [{ ...row, modelId: undefined }] }, 'products.0.modelId'],
      [{ products: [{ ...row, uid: '' }] }, 'products.0.uid'],
      [{ products: [{ ...row, uid: 'u'.repeat(65) }] }, 'products.0.uid'],
      [{ products: [{ ...row, uid: 'a b' }] }, 'products.0.uid'],
      [{ products: [row, { ...row, productId: 5, uid: row.uid }] }, 'products.1.uid'],
      [{ products: [{ ...row, bundleHash: '1'.repeat(251) }] }, 'products.0.bundleHash'],
      [{ products: [{ ...row, frozen: 'yes' }] }, 'products.0.frozen'],
      [
        { products: [{ ...row, giftCard: { valueEuros: 10_010 } }] },
        'products.0.giftCard.valueEuros',
      ],
      [
        { products: [{ ...row, giftCard: { valueEuros: 10, recipientName: 'n'.repeat(101) } }] },
        'products.0.giftCard.recipientName',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await putCart(body, token);
      expect(response.statusCode, field).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.map((entry) => entry.field)).toContain(field);
      expect(error.message).toContain(field);
    }
    expect(await savedCart(token)).toEqual(CART);
  });

  it('is throttled per client (a 429 after the minute’s budget of a frequent write)', async () => {
    const limited = await startTestApp(backend, { writesPerMinute: 1 });
    try {
      const token = await tokenFor(limited.app, 'asiakas@example.com');
      // `frequent` writes get four times the budget.
      for (let count = 0; count < 4; count += 1) {
        expect((await putCart(CART, token, limited.app)).statusCode).toBe(204);
      }
      const refused = await putCart(CART, token, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(apiErrorSchema.parse(refused.json()).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
