import {
  API_ERROR_CODES,
  ApiError,
  type ApiErrorCode,
  apiErrorSchema,
  loginResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/customers.js';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('error codes on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  /** Sends the request and checks the body is the api's error shape with the status and code. */
  async function expectError(request: InjectOptions | string, status: number, code: ApiErrorCode) {
    const response = await app.inject(request);
    const label = typeof request === 'string' ? request : `${request.method} ${request.url}`;
    expect(response.statusCode, label).toBe(status);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code, label).toBe(code);
    expect(body.statusCode, label).toBe(status);
    return body;
  }

  function postJson(url: string, payload: object): InjectOptions {
    return { method: 'POST', url, payload };
  }

  it('names the catalogue §8 not-found situations', async () => {
    await expectError('/api/products/productmodel/no-such-product/', 404, 'PRODUCT_NOT_FOUND');
    await expectError(
      '/api/products/productgroup/?path=alpine-skiing/no-such-group',
      404,
      'PRODUCT_GROUP_NOT_FOUND',
    );
    await expectError('/api/brand/?slug=no-such-brand', 404, 'MANUFACTURER_NOT_FOUND');
    await expectError('/api/campaign/?slug=no-such-campaign', 404, 'CAMPAIGN_NOT_FOUND');
    await expectError('/api/static-page/?slug=no-such-page', 404, 'PAGE_NOT_FOUND');
    await expectError('/api/static-page-with-tabs/?slug=no-such-page', 404, 'PAGE_NOT_FOUND');
    for (const [source, code] of [
      ['ProductGroup', 'PRODUCT_GROUP_NOT_FOUND'],
      ['Manufacturer', 'MANUFACTURER_NOT_FOUND'],
      ['Campaign', 'CAMPAIGN_NOT_FOUND'],
    ] as const) {
      await expectError(
        postJson('/api/products/productmodellist/', { source, slug: 'no-such-thing' }),
        404,
        code,
      );
    }
  });

  it('names the content and order not-found situations', async () => {
    await expectError('/api/store/?slug=no-such-store', 404, 'STORE_NOT_FOUND');
    await expectError('/api/blog/post/?slug=no-such-post', 404, 'BLOG_POST_NOT_FOUND');
    await expectError('/api/blog/blogger/?slug=no-such-blogger', 404, 'BLOGGER_NOT_FOUND');
    await expectError('/api/experience/?slug=no-such-experience', 404, 'EXPERIENCE_NOT_FOUND');
    await expectError(
      '/api/giftcampaign-category/?slug=no-such-category',
      404,
      'GIFT_CAMPAIGN_NOT_FOUND',
    );
    await expectError(
      '/api/orders/lookup/?email=nobody@example.com&order_number=1000101',
      404,
      'ORDER_NOT_FOUND',
    );
    await expectError(
      postJson('/api/customer/activate/', { token: 'x'.repeat(43) }),
      404,
      'LINK_NOT_FOUND',
    );
    await expectError('/media/products/no-such-file.gif', 404, 'IMAGE_NOT_FOUND');
    await expectError('/api/no-such-endpoint/', 404, 'ROUTE_NOT_FOUND');
  });

  it('tells a hidden product from an unknown one (catalogue §8)', async () => {
    const { slug } = await app.db
      .selectFrom('product_models')
      .select('slug')
      .where('is_public', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('product_models')
      .set({ is_public: false })
      .where('slug', '=', slug)
      .execute();
    try {
      await expectError(`/api/products/productmodel/${slug}/`, 404, 'PRODUCT_NOT_PUBLIC');
    } finally {
      await app.db
        .updateTable('product_models')
        .set({ is_public: true })
        .where('slug', '=', slug)
        .execute();
    }
  });

  it('names a wrong password, rejected fields and data the schema could not know', async () => {
    const wrong = await expectError(
      postJson('/api/customer/login/', { username: 'asiakas@example.com', password: 'nope-nope' }),
      400,
      'WRONG_PASSWORD',
    );
    expect(wrong.message).toBe('Wrong password.');
    expect(wrong.fields).toEqual([{ field: 'password', message: 'Wrong password.' }]);
    const invalid = await expectError('/api/static-page/?lang=xx', 400, 'VALIDATION_FAILED');
    expect(invalid.fields?.map((field) => field.field).sort()).toEqual(['lang', 'slug']);
    await expectError(
      '/api/products/productmodel/some-product/?taxAreaId=999',
      400,
      'UNKNOWN_TAX_AREA',
    );
    await expectError('/api/init-config/?delivery-country-code=zz', 400, 'UNKNOWN_MARKET');
    await expectError('/media/products/x.webp?w=big', 400, 'VALIDATION_FAILED');
  });

  it('names login failures', async () => {
    await expectError('/api/customer/', 401, 'LOGIN_REQUIRED');
    await expectError(
      {
        method: 'GET',
        url: '/api/customer/',
        headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      },
      401,
      'LOGIN_EXPIRED',
    );
  });

  it('names what Fastify itself refuses: a broken or too large body, a media type', async () => {
    await expectError(
      {
        method: 'POST',
        url: '/api/customer/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      },
      400,
      'MALFORMED_REQUEST',
    );
    await expectError(
      {
        method: 'POST',
        url: '/api/customer/login/',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectError(
      postJson('/api/ask/', { message: 'x'.repeat(2 * 1024 * 1024) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('only sends codes of the contract, and ApiError reads them', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/customer/login/',
      payload: { username: 'asiakas@example.com', password: 'nope-nope' },
    });
    const response = new Response(login.body, {
      status: login.statusCode,
      headers: { 'content-type': 'application/json' },
    });
    const error = await ApiError.fromResponse(response);
    expect(error.code).toBe('WRONG_PASSWORD');
    expect(error.fields.map((field) => field.field)).toEqual(['password']);
    const unknownCode = await ApiError.fromResponse(
      new Response(JSON.stringify({ statusCode: 418, message: 'x', code: 'NOT_A_CODE' }), {
        status: 418,
      }),
    );
    expect(unknownCode.code).toBeUndefined();
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });

  it('still logs in with the right password', async () => {
    const response = await app.inject(
      postJson('/api/customer/login/', {
        username: 'asiakas@example.com',
        password: DEMO_PASSWORD,
      }),
    );
    expect(loginResponseSchema.safeParse(response.json()).success).toBe(true);
  });
});
