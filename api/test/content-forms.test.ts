import { apiErrorSchema, formSubmissionResponseSchema } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContentTables } from '../src/modules/content/content.table.js';
import { startTestApp, testBackends } from './support/test-app.js';

const CORPORATE = {
  companyName: 'Pohjoisen Rakennus Oy',
  // A valid Finnish business ID: check digit 8 by weights 7 9 10 5 8 4 2 mod 11.
  vatNumber: '1572860-0',
  contactName: 'Maija Meikäläinen',
  email: 'Maija@Example.com',
  phone: '+358 40 123 4567',
  message: 'We would like club benefits for our staff.',
  lang: 'fi',
};

describe.each(testBackends())('content forms on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function post(url: string, payload: unknown) {
    const response = await app.inject({ method: 'POST', url, payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  }

  async function expectBadFields(url: string, payload: unknown, fields: string[]) {
    const { status, body } = await post(url, payload);
    expect(status).toBe(400);
    const named = apiErrorSchema.parse(body).fields?.map((field) => field.field);
    for (const field of fields) expect(named).toContain(field);
  }

  describe('POST /api/corporate-info-request/', () => {
    it('saves the request and answers 201 received', async () => {
      const { status, body } = await post('/api/corporate-info-request/', CORPORATE);
      expect(status).toBe(201);
      expect(formSubmissionResponseSchema.parse(body)).toEqual({ status: 'received' });
      const row = await withContentTables(app.db)
        .selectFrom('corporate_info_requests')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        company_name: CORPORATE.companyName,
        vat_number: '1572860-0',
        email: 'maija@example.com',
        language: 'fi',
      });
    });

    it('accepts an EU VAT number', async () => {
      const { status } = await post('/api/corporate-info-request/', {
        ...CORPORATE,
        vatNumber: 'SE556677889901',
      });
      expect(status).toBe(201);
    });

    it('names every rejected field', async () => {
      await expectBadFields(
        '/api/corporate-info-request/',
        { ...CORPORATE, companyName: ' ', vatNumber: '1572860-1', email: 'nope', phone: 'abc' },
        ['companyName', 'vatNumber', 'email', 'phone'],
      );
      await expectBadFields('/api/corporate-info-request/', {}, ['companyName', 'contactName']);
    });
  });

  describe('POST /api/newsletter-subscription/', () => {
    it('subscribes once and answers a repeat alike, so nobody learns who is on the list', async () => {
      const body = { list: 'forest', email: 'Metsa@Example.com', consent: true, lang: 'sv' };
      const first = await post('/api/newsletter-subscription/', body);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ status: 'subscribed' });
      const again = await post('/api/newsletter-subscription/', {
        ...body,
        email: 'metsa@example.com',
        lang: 'fi',
      });
      expect(again).toEqual(first);
      const rows = await withContentTables(app.db)
        .selectFrom('newsletter_subscriptions')
        .select(['language', 'confirmed_at'])
        .where('email', '=', 'metsa@example.com')
        .where('list', '=', 'forest')
        .execute();
      // One row, awaiting the double opt-in (issue 13) with the newest consent's language; the
      // confirmation emails are tested in newsletter-confirmation.test.ts.
      expect(rows).toEqual([{ language: 'fi', confirmed_at: null }]);
      // The other list is separate.
      const corporate = await post('/api/newsletter-subscription/', { ...body, list: 'corporate' });
      expect(corporate.body).toEqual({ status: 'subscribed' });
    });

    it('refuses without consent, with a bad email or an unknown list', async () => {
      await expectBadFields(
        '/api/newsletter-subscription/',
        { list: 'weekly', email: 'x', consent: false },
        ['list', 'email', 'consent'],
      );
    });
  });
});
