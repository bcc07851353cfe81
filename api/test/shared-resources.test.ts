import {
  apiErrorSchema,
  bannersResponseSchema,
  brandsResponseSchema,
  generalSettingsResponseSchema,
  keywordPopupsResponseSchema,
  marketsResponseSchema,
  parseGeneralSettings,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('banners, brands, keyword popups and settings on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function getJson(url: string) {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  it('splits the banners by kind in display order, texts in ?lang', async () => {
    const { status, body } = await getJson('/api/banners/?lang=en');
    expect(status).toBe(200);
    const banners = bannersResponseSchema.parse(body);
    const rows = await app.db.selectFrom('banners').selectAll().orderBy('sort_order').execute();
    const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
    expect(banners.imageBanners.map((banner) => banner.id)).toEqual(idsOf('image'));
    expect(banners.dynamicPageBanners.map((banner) => banner.id)).toEqual(idsOf('dynamic'));
    expect(banners.textBanners.map((banner) => banner.id)).toEqual(idsOf('text'));
    const first = rows[0];
    expect(banners.imageBanners[0]).toEqual({
      id: first?.id,
      title: first?.title,
      image: first?.image,
      heading: first?.heading.en,
      subText: first?.sub_text,
      url: first?.url,
      buttonText: first?.button_text.en,
      cropPoint: first?.crop_point,
    });
    expect(banners.dynamicPageBanners.every((banner) => banner.url.startsWith('/'))).toBe(true);
  });

  it('lists every brand by name with its title in ?lang', async () => {
    const { status, body } = await getJson('/api/brands/?lang=sv');
    expect(status).toBe(200);
    const brands = brandsResponseSchema.parse(body);
    const rows = await app.db.selectFrom('manufacturers').selectAll().orderBy('name').execute();
    expect(brands.map((brand) => brand.slug)).toEqual(rows.map((row) => row.slug));
    expect(brands[0]).toEqual({
      id: rows[0]?.id,
      slug: rows[0]?.slug,
      name: rows[0]?.name,
      logo: rows[0]?.logo,
      title: rows[0]?.title.sv,
    });
  });

  it('lists the keyword popups in ?lang, Finnish by default', async () => {
    const rows = await app.db.selectFrom('keyword_popups').selectAll().orderBy('id').execute();
    const german = keywordPopupsResponseSchema.parse(
      (await getJson('/api/keyword-popups/?lang=de')).body,
    );
    expect(german).toEqual(
      rows.map((row) => ({ id: row.id, keyword: row.keyword.de, text: row.text.de, url: row.url })),
    );
    const finnish = keywordPopupsResponseSchema.parse((await getJson('/api/keyword-popups/')).body);
    expect(finnish[0]?.keyword).toBe(rows[0]?.keyword.fi);
  });

  it('returns the settings as stored, translated texts resolved to ?lang', async () => {
    const { status, body } = await getJson('/api/general-settings/?lang=fr');
    expect(status).toBe(200);
    const settings = new Map(
      generalSettingsResponseSchema.parse(body).map((setting) => [setting.key, setting.value]),
    );
    const rows = await app.db.selectFrom('general_settings').selectAll().execute();
    expect(settings.size).toBe(rows.length);
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    expect(settings.get('search_bar_placeholder')).toBe(
      JSON.parse(stored.get('search_bar_placeholder') ?? '{}').fr,
    );
    // Platform §3: 'true' is a string the client turns into a boolean; JSON stays JSON text.
    expect(settings.get('rental_enabled')).toBe('true');
    expect(settings.get('feature_flags')).toBe(stored.get('feature_flags'));
    expect(settings.get('quick_add_products')).toBe(stored.get('quick_add_products'));
    expect(settings.get('target_country_delivery_added_days')).toBe(
      stored.get('target_country_delivery_added_days'),
    );
  });

  it("seeds settings the shop's parser accepts without logging an error (platform §5)", async () => {
    const { body } = await getJson('/api/general-settings/?lang=en');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const parsed = parseGeneralSettings(generalSettingsResponseSchema.parse(body));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(
      parsed.targetCountryDeliveryAddedDays?.countries.map((c) => c.deliveryCountryCode),
    ).toEqual(['no', 'is']);
    expect(parsed.quickAddProducts).toEqual([1412, 2427]);
    expect(parsed.rentalEnabled).toBe(true);
  });

  it.each(['/api/banners/', '/api/brands/', '/api/keyword-popups/', '/api/general-settings/'])(
    'rejects an unknown language on %s naming lang',
    async (path) => {
      const { status, body } = await getJson(`${path}?lang=es`);
      expect(status).toBe(400);
      expect(apiErrorSchema.parse(body).fields?.map((field) => field.field)).toEqual(['lang']);
    },
  );

  it('lists the enabled delivery countries by name in ?lang with their currency, and currencies', async () => {
    const { status, body } = await getJson('/api/markets/?lang=sv');
    expect(status).toBe(200);
    const markets = marketsResponseSchema.parse(body);
    const enabled = await app.db
      .selectFrom('countries')
      .select(['code', 'currency_code'])
      .where('is_enabled', '=', true)
      .execute();
    expect(markets.countries.map((country) => country.code).sort()).toEqual(
      enabled.map((row) => row.code.toLowerCase()).sort(),
    );
    expect(markets.countries.find((country) => country.code === 'se')).toEqual({
      code: 'se',
      name: 'Sverige',
      currencyCode: 'sek',
    });
    const names = markets.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
    expect(markets.currencies).toContain('eur');
    expect((await getJson('/api/markets/?lang=xx')).status).toBe(400);
  });
});
