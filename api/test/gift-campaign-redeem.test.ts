import {
  type ApiErrorCode,
  apiErrorSchema,
  validateGiftCampaignCodeResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

const URL = '/api/giftcampaigns/validate_code/';
const DAY = 86_400_000;

describe.each(testBackends())('POST /api/giftcampaigns/validate_code/ on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** A category, a variant of one of its models, and a variant of a model it does not offer. */
  let category: { id: number; slug: string };
  let otherCategory: string;
  let offeredVariant: number;
  let foreignVariant: number;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    const categories = await app.db
      .selectFrom('gift_campaign_categories')
      .select(['id', 'slug'])
      .orderBy('id')
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(2);
    category = categories[0] ?? { id: 0, slug: '' };
    otherCategory = categories[1]?.slug ?? '';
    const offered = await app.db
      .selectFrom('gift_campaign_category_models as link')
      .innerJoin('variants as v', 'v.model_id', 'link.model_id')
      .select('v.id')
      .where('link.category_id', '=', category.id)
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    offeredVariant = offered.id;
    const foreign = await app.db
      .selectFrom('variants as v')
      .select('v.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('gift_campaign_category_models as link')
              .select('link.model_id')
              .whereRef('link.model_id', '=', 'v.model_id')
              .where('link.category_id', '=', category.id),
          ),
        ),
      )
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    foreignVariant = foreign.id;
    const now = Date.now();
    await app.db
      .insertInto('gift_campaign_codes')
      .values(
        [
          { code: 'TEST-VALID1', expires_at: new Date(now + 30 * DAY), redeemed_at: null },
          { code: 'TEST-EXPIRED', expires_at: new Date(now - DAY), redeemed_at: null },
          {
            code: 'TEST-USED',
            expires_at: new Date(now + 30 * DAY),
            redeemed_at: new Date(now - DAY),
          },
        ].map((row) => ({ ...row, category_id: category.id, company_name: 'Test Oy' })),
      )
      .execute();
  });
  afterAll(() => close?.());

  function validate(body: object) {
    return app.inject({ method: 'POST', url: URL, payload: body });
  }

  async function expectCodeError(body: object, code: ApiErrorCode, field = 'code') {
    const response = await validate(body);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe(code);
    expect([...new Set(error.fields?.map((entry) => entry.field))]).toEqual([field]);
    return error;
  }

  it('accepts a valid code for a product of its category, trimmed and in any case', async () => {
    const response = await validate({
      code: '  test-valid1 ',
      product_id: offeredVariant,
      category_slug: category.slug,
    });
    expect(response.statusCode).toBe(200);
    expect(validateGiftCampaignCodeResponseSchema.parse(response.json())).toEqual({
      code: 'TEST-VALID1',
      category: category.slug,
    });
    // Validating does not use the code up: the order that redeems it does.
    const row = await app.db
      .selectFrom('gift_campaign_codes')
      .select('redeemed_at')
      .where('code', '=', 'TEST-VALID1')
      .executeTakeFirstOrThrow();
    expect(row.redeemed_at).toBeNull();
  });

  it('names the code field for unknown, expired and redeemed codes', async () => {
    const body = { product_id: offeredVariant, category_slug: category.slug };
    await expectCodeError({ ...body, code: 'NO-SUCH-CODE' }, 'GIFT_CODE_UNKNOWN');
    await expectCodeError({ ...body, code: 'TEST-EXPIRED' }, 'GIFT_CODE_EXPIRED');
    await expectCodeError({ ...body, code: 'TEST-USED' }, 'GIFT_CODE_REDEEMED');
  });

  it('refuses a code of another category, or for a product its category does not offer', async () => {
    await expectCodeError(
      { code: 'TEST-VALID1', product_id: offeredVariant, category_slug: otherCategory },
      'GIFT_CODE_NOT_IN_CAMPAIGN',
    );
    await expectCodeError(
      { code: 'TEST-VALID1', product_id: foreignVariant, category_slug: category.slug },
      'GIFT_CODE_NOT_IN_CAMPAIGN',
    );
  });

  it('answers 400 naming the field for a missing code or a bad body', async () => {
    const body = { product_id: offeredVariant, category_slug: category.slug };
    await expectCodeError({ ...body, code: '   ' }, 'VALIDATION_FAILED');
    await expectCodeError(
      { category_slug: category.slug, code: 'X' },
      'VALIDATION_FAILED',
      'product_id',
    );
    await expectCodeError(
      { ...body, product_id: 999_999_999, code: 'TEST-VALID1' },
      'VALIDATION_FAILED',
      'product_id',
    );
    await expectCodeError(
      { code: 'TEST-VALID1', product_id: offeredVariant, category_slug: 'Bad slug!' },
      'VALIDATION_FAILED',
      'category_slug',
    );
  });

  it('is throttled per client (a 429 after the minute’s budget)', async () => {
    const limited = await startTestApp(backend, { writesPerMinute: 2 });
    try {
      const body = { code: 'NO-SUCH-CODE', product_id: 1, category_slug: 'x' };
      const send = () => limited.app.inject({ method: 'POST', url: URL, payload: body });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(apiErrorSchema.parse(third.json()).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
