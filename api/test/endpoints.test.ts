import {
  apiErrorSchema,
  initConfigResponseSchema,
  localeByIpResponseSchema,
  productGroupsResponseSchema,
  resourcesResponseSchema,
  routeSlugsResponseSchema,
  staticPageResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('api endpoints on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
  });
  afterAll(() => close?.());

  async function getJson(url: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  async function expectBadRequest(url: string, field: string) {
    const { status, body } = await getJson(url);
    expect(status).toBe(400);
    const error = apiErrorSchema.parse(body);
    expect(error.fields?.map((entry) => entry.field)).toContain(field);
    expect(error.message).toContain(field);
  }

  describe('GET /api/route-slugs/', () => {
    it('lists the slugs of pages, top-level groups and brands from the database', async () => {
      const { status, body } = await getJson('/api/route-slugs/');
      expect(status).toBe(200);
      const slugs = routeSlugsResponseSchema.parse(body);
      const brands = await app.db
        .selectFrom('manufacturers')
        .select('slug')
        .orderBy('slug')
        .execute();
      expect(slugs.manufacturerSlugs).toEqual(brands.map((brand) => brand.slug));
      const roots = await app.db
        .selectFrom('product_groups')
        .select('slug')
        .where('parent_id', 'is', null)
        .execute();
      expect(roots.length).toBeGreaterThan(0);
      for (const root of roots) expect(slugs.navigationSlugs).toContain(root.slug);
      const pages = await app.db.selectFrom('static_pages').select(['slug', 'has_tabs']).execute();
      expect(slugs.staticPageSlugs.length + slugs.staticPageWithTabsSlugs.length).toBe(
        pages.length,
      );
      for (const page of pages) {
        const list = page.has_tabs ? slugs.staticPageWithTabsSlugs : slugs.staticPageSlugs;
        expect(list).toContain(page.slug);
      }
    });

    it('answers without the trailing slash too', async () => {
      expect((await getJson('/api/route-slugs')).status).toBe(200);
    });
  });

  describe('GET /api/init-config/', () => {
    it('defaults to Finland in euros (platform §9)', async () => {
      const { status, body } = await getJson('/api/init-config/');
      expect(status).toBe(200);
      const config = initConfigResponseSchema.parse(body);
      const finland = await app.db
        .selectFrom('countries')
        .selectAll()
        .where('code', '=', 'fi')
        .executeTakeFirstOrThrow();
      expect(config).toMatchObject({
        currencyRate: 1,
        deliveryCountryName: finland.name.fi,
        taxAreaId: finland.tax_area_id,
        isEuMember: finland.is_eu_member,
      });
      expect(config.currencyFormat).toContain('{amount}');
    });

    it('reads any enabled country and currency, case-insensitively, names in ?lang', async () => {
      const country = await app.db
        .selectFrom('countries')
        .innerJoin('currencies', 'currencies.code', 'countries.currency_code')
        .select([
          'countries.code',
          'countries.name',
          'currencies.code as currency',
          'rate',
          'format',
        ])
        .where('is_enabled', '=', true)
        .where('countries.code', '!=', 'fi')
        .orderBy('countries.code')
        .executeTakeFirstOrThrow();
      const url = `/api/init-config/?delivery-country-code=${country.code.toUpperCase()}&currency-code=${country.currency.toUpperCase()}&lang=en`;
      const { status, body } = await getJson(url);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        deliveryCountryName: country.name.en,
        currencyRate: Number(country.rate),
        currencyFormat: country.format,
      });
    });

    it('rejects unknown or malformed codes naming the field', async () => {
      await expectBadRequest('/api/init-config/?delivery-country-code=xx', 'delivery-country-code');
      await expectBadRequest(
        '/api/init-config/?delivery-country-code=fin',
        'delivery-country-code',
      );
      await expectBadRequest('/api/init-config/?currency-code=abc', 'currency-code');
      await expectBadRequest('/api/init-config/?currency-code=', 'currency-code');
      await expectBadRequest('/api/init-config/?lang=xx', 'lang');
    });
  });

  describe('GET /api/locale_by_ip/', () => {
    it('falls back to the default market without a GeoIP header', async () => {
      const { status, body } = await getJson('/api/locale_by_ip/');
      expect(status).toBe(200);
      expect(localeByIpResponseSchema.parse(body)).toEqual({ country_code: 'fi', currency: 'eur' });
    });

    it('uses the country a trusted proxy header names', async () => {
      const sweden = await app.db
        .selectFrom('countries')
        .select(['code', 'currency_code'])
        .where('code', '=', 'se')
        .executeTakeFirstOrThrow();
      const { body } = await getJson('/api/locale_by_ip/', { 'cf-ipcountry': 'SE' });
      expect(body).toEqual({ country_code: 'se', currency: sweden.currency_code.toLowerCase() });
      const unknown = await getJson('/api/locale_by_ip/', { 'x-geoip-country': 'XX' });
      expect(unknown.body).toEqual({ country_code: 'fi', currency: 'eur' });
    });
  });

  describe('GET /api/resources/', () => {
    it('returns every reference list from the database', async () => {
      const { status, body } = await getJson('/api/resources/?lang=sv');
      expect(status).toBe(200);
      const resources = resourcesResponseSchema.parse(body);
      const color = await app.db
        .selectFrom('colors')
        .selectAll()
        .orderBy('slug')
        .executeTakeFirstOrThrow();
      expect(resources.colors[0]).toEqual({
        slug: color.slug,
        name: color.name.sv,
        hex: color.hex,
      });
      const counts = await Promise.all(
        (
          [
            'manufacturers',
            'product_groups',
            'properties',
            'property_types',
            'stores',
            'tax_rates',
          ] as const
        ).map(async (table) =>
          Number(
            (
              await app.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
      expect([
        resources.manufacturers.length,
        resources.productGroups.length,
        resources.propertyFilters.length,
        resources.propertyTypes.length,
        resources.stores.length,
        resources.taxRates.length,
      ]).toEqual(counts);
      expect(resources.stores).toContainEqual(expect.objectContaining({ id: 20, isWeb: true }));
      expect(resources.taxRates.every((rate) => typeof rate.ratePercent === 'number')).toBe(true);
    });

    it('orders the stores by name as the language sorts words', async () => {
      const store = await app.db
        .selectFrom('stores')
        .select(['id', 'name'])
        .where('is_web', '=', false)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const rename = (name: string) =>
        app.db.updateTable('stores').set({ name }).where('id', '=', store.id).execute();
      const nameOrder = async (lang: string) => {
        const resources = resourcesResponseSchema.parse(
          (await getJson(`/api/resources/?lang=${lang}`)).body,
        );
        const names = new Map(resources.stores.map((entry) => [entry.id, entry.name]));
        expect([...resources.storeNameOrder].sort()).toEqual([...names.keys()].sort());
        return resources.storeNameOrder.map((id) => names.get(id));
      };
      await rename('Åbo');
      try {
        // Swedish puts Å after Z; English and German read it as an A.
        expect((await nameOrder('sv')).at(-1)).toBe('Åbo');
        expect((await nameOrder('en'))[0]).toBe('Åbo');
        expect((await nameOrder('de'))[0]).toBe('Åbo');
      } finally {
        await rename(store.name);
      }
    });

    it('rejects an unknown language', async () => {
      await expectBadRequest('/api/resources/?lang=es', 'lang');
    });
  });

  describe('GET /api/product-groups/', () => {
    it('nests the groups under their parents with names in ?lang', async () => {
      const { status, body } = await getJson('/api/product-groups/?lang=de');
      expect(status).toBe(200);
      const { productGroups } = productGroupsResponseSchema.parse(body);
      const rows = await app.db.selectFrom('product_groups').selectAll().execute();
      const roots = rows.filter((row) => row.parent_id === null);
      expect(productGroups.map((group) => group.id).sort()).toEqual(
        roots.map((row) => row.id).sort(),
      );
      let seen = 0;
      const walk = (groups: typeof productGroups, parentPath: string | null) => {
        for (const group of groups) {
          seen += 1;
          const row = rows.find((candidate) => candidate.id === group.id);
          expect(group.name).toBe(row?.name.de);
          expect(group.path).toBe(row?.path);
          if (parentPath) expect(group.path.startsWith(`${parentPath}/`)).toBe(true);
          walk(group.children, group.path);
        }
      };
      walk(productGroups, null);
      expect(seen).toBe(rows.length);
      const links = await app.db.selectFrom('product_group_links').select('group_id').execute();
      const withLinks = JSON.stringify(productGroups).match(/"links":\[\{/g)?.length ?? 0;
      expect(withLinks).toBe(new Set(links.map((link) => link.group_id)).size);
    });

    it('names the groups the ski and shoe wizards start from, from the data', async () => {
      const { productGroups, wizardGroups } = productGroupsResponseSchema.parse(
        (await getJson('/api/product-groups/?lang=en')).body,
      );
      const byId = new Map<number, string>();
      const walk = (groups: typeof productGroups) => {
        for (const group of groups) {
          byId.set(group.id, group.path);
          walk(group.children);
        }
      };
      walk(productGroups);
      const pathOf = (id: number | null | undefined) => (id == null ? null : byId.get(id));
      expect(pathOf(wizardGroups?.alpine?.sport)).toBe('alpine-skiing');
      expect(pathOf(wizardGroups?.alpine?.bindings)).toBe('alpine-skiing/bindings');
      expect(pathOf(wizardGroups?.nordic?.skis)).toBe('nordic-skiing/skis');
      expect(pathOf(wizardGroups?.nordic?.boots)).toBe('nordic-skiing/boots');
      expect(pathOf(wizardGroups?.footwear)).toBe('footwear');
      // Another group given the part: the answer follows the data, whatever the slugs.
      const hiking = await app.db
        .selectFrom('product_groups')
        .select('id')
        .where('path', '=', 'hiking')
        .executeTakeFirstOrThrow();
      const setRole = (path: string, role: 'footwear' | null) =>
        app.db
          .updateTable('product_groups')
          .set({ wizard_role: role })
          .where('path', '=', path)
          .execute();
      await setRole('footwear', null);
      await setRole('hiking', 'footwear');
      try {
        const moved = productGroupsResponseSchema.parse(
          (await getJson('/api/product-groups/?lang=en')).body,
        );
        expect(moved.wizardGroups?.footwear).toBe(hiking.id);
      } finally {
        await setRole('hiking', null);
        await setRole('footwear', 'footwear');
      }
    });
  });

  describe('GET /api/static-page/', () => {
    it('returns a page by slug in ?lang', async () => {
      const page = await app.db
        .selectFrom('static_pages')
        .selectAll()
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { status, body } = await getJson(
        `/api/static-page/?slug=${encodeURIComponent(page.slug)}&lang=en`,
      );
      expect(status).toBe(200);
      expect(staticPageResponseSchema.parse(body)).toEqual({
        id: page.id,
        title: page.title.en,
        content: page.content.en,
      });
    });

    it('rejects a missing or empty slug naming it', async () => {
      await expectBadRequest('/api/static-page/', 'slug');
      await expectBadRequest('/api/static-page/?slug=', 'slug');
      await expectBadRequest('/api/static-page/?slug=%20/', 'slug');
    });

    it('answers 404 for an unknown slug', async () => {
      const { status, body } = await getJson('/api/static-page/?slug=no-such-page');
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body)).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });
  });

  it('answers unknown api paths with a JSON 404', async () => {
    const { status, body } = await getJson('/api/no-such-thing/');
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).statusCode).toBe(404);
  });
});
