import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFolder } from '../../modules/media/media-keys.js';
import { renderSvg } from '../../modules/media/media-render.js';
import { migrateToLatest } from '../migrate.js';
import type { Database } from '../schema.js';
import { TAX_AREAS } from './data/markets.js';
import { seedDatabase } from './seed.js';
import { LANGS } from './text.js';

const PRODUCTS = 60;

async function openSeeded(dir: string | undefined, seed?: number) {
  const pglite = new PGlite(dir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  await seedDatabase(db, { products: PRODUCTS, ...(seed === undefined ? {} : { seed }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

let root: string;
let handle: Awaited<ReturnType<typeof openSeeded>>;
let db: Kysely<Database>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
  handle = await openSeeded(path.join(root, 'pglite'));
  db = handle.db;
});

afterAll(async () => {
  await handle?.close();
  await rm(root, { recursive: true, force: true });
});

const count = async (table: keyof Database) =>
  Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('seedDatabase', () => {
  it('writes the requested number of models plus the two gift cards (catalogue §5)', async () => {
    expect(await count('product_models')).toBe(PRODUCTS + 2);
    const giftCards = await db
      .selectFrom('product_models')
      .select('id')
      .where('is_gift_card', '=', true)
      .orderBy('id')
      .execute();
    expect(giftCards.map((row) => row.id)).toEqual([1412, 2427]);
    expect(await count('manufacturers')).toBeGreaterThanOrEqual(80);
    expect(await count('stores')).toBeGreaterThanOrEqual(8);
  });

  it('gives every model variants, images and groups', async () => {
    const rows = await sql<{ id: number; variants: number; images: number; groups: number }>`
      select m.id,
        (select count(*)::int from variants v where v.model_id = m.id) as variants,
        (select count(*)::int from product_images i where i.model_id = m.id) as images,
        (select count(*)::int from product_model_groups g where g.model_id = m.id) as groups
      from product_models m`.execute(db);
    for (const row of rows.rows) {
      expect(row.variants).toBeGreaterThanOrEqual(1);
      expect(row.variants).toBeLessThanOrEqual(15);
      expect(row.images).toBeGreaterThanOrEqual(1);
      expect(row.groups).toBeGreaterThanOrEqual(3);
    }
    expect((await count('variants')) / (PRODUCTS + 2)).toBeGreaterThan(4);
  });
});

const TRANSLATED: Partial<Record<keyof Database, string[]>> = {
  product_groups: ['name', 'short_name', 'description', 'meta_title', 'meta_description'],
  product_group_links: ['title'],
  manufacturers: ['title', 'description', 'meta_description'],
  colors: ['name'],
  property_types: ['name'],
  properties: ['name'],
  stores: ['description'],
  countries: ['name'],
  size_tables: ['name', 'info_text'],
  product_models: [
    'name',
    'tagline',
    'short_description',
    'long_description_html',
    'meta_description',
  ],
  product_images: ['caption'],
  bundle_offers: ['name', 'description'],
  campaigns: ['name', 'description'],
  gift_campaign_categories: ['name', 'description'],
  delivery_methods: ['name', 'time_estimate'],
  bloggers: ['bio'],
  blog_posts: ['title', 'excerpt', 'body_html'],
  static_pages: ['title', 'content'],
  static_page_tabs: ['title', 'content'],
  banners: ['heading', 'button_text'],
  keyword_popups: ['keyword', 'text'],
};

describe('translations', () => {
  it('fill all six languages of every translated column', async () => {
    for (const [table, columns] of Object.entries(TRANSLATED)) {
      const rows = await sql<
        Record<string, Record<string, string>>
      >`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table)}`.execute(
        db,
      );
      expect(rows.rows.length, table).toBeGreaterThan(0);
      for (const row of rows.rows) {
        for (const column of columns) {
          const value = row[column] ?? {};
          expect(Object.keys(value).sort(), `${table}.${column}`).toEqual([...LANGS].sort());
          for (const lang of LANGS) expect(value[lang], `${table}.${column}.${lang}`).toMatch(/\S/);
        }
      }
    }
  });

  it('writes real translations, not copies of the Finnish text', async () => {
    const groups = await db
      .selectFrom('product_groups')
      .select('name')
      .where('depth', '=', 1)
      .execute();
    for (const { name } of groups.filter((group) => group.name.en !== 'Outlet')) {
      expect(name.fi).not.toBe(name.ru);
      expect(name.ru).toMatch(/[а-яё]/i);
    }
  });
});

describe('product-group tree', () => {
  it('is three levels deep with paths built from the slugs', async () => {
    const groups = await db.selectFrom('product_groups').selectAll().execute();
    const byId = new Map(groups.map((group) => [group.id, group]));
    expect(Math.max(...groups.map((group) => group.depth))).toBe(3);
    for (const group of groups) {
      const parent = group.parent_id ? byId.get(group.parent_id) : undefined;
      expect(group.path).toBe(parent ? `${parent.path}/${group.slug}` : group.slug);
      expect(group.depth).toBe(parent ? parent.depth + 1 : 1);
      expect(group.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const mains = await db
      .selectFrom('product_models')
      .innerJoin('product_groups', 'product_groups.id', 'product_models.main_group_id')
      .select('depth')
      .execute();
    expect(new Set(mains.map((row) => row.depth))).toEqual(new Set([3]));
  });
});

describe('stores and stock', () => {
  it('has the web store 20 and a stock row there for every variant (catalogue §9)', async () => {
    const web = await db
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', 20)
      .executeTakeFirstOrThrow();
    expect(web.is_web).toBe(true);
    const missing = await sql<{ n: number }>`select count(*)::int as n from variants v
      where not exists (select 1 from stock s where s.variant_id = v.id and s.store_id = 20)`.execute(
      db,
    );
    expect(missing.rows[0]?.n).toBe(0);
    const stores = await db.selectFrom('stock').select('store_id').distinct().execute();
    expect(stores.length).toBeGreaterThan(3);
  });

  it('keeps shipping days consistent with stock (catalogue §9)', async () => {
    const rows = await sql<{ shipping_days: number; on_order: boolean; web: number }>`
      select v.shipping_days, v.on_order, s.quantity as web from variants v
      join stock s on s.variant_id = v.id and s.store_id = 20`.execute(db);
    for (const row of rows.rows) {
      if (row.web > 0) expect(row.shipping_days).toBe(2);
      else if (row.on_order) expect(row.shipping_days).toBeGreaterThan(2);
      else expect(row.shipping_days).toBe(999);
    }
  });
});

describe('prices', () => {
  it('exist for every variant in every tax area with sane relations', async () => {
    expect(await count('prices')).toBe((await count('variants')) * TAX_AREAS.length);
    const prices = await db.selectFrom('prices').selectAll().execute();
    for (const price of prices) {
      expect(price.active).toBeLessThanOrEqual(price.regular);
      if (price.club !== null) expect(price.club).toBeLessThan(price.active);
      if (price.outlet !== null) expect(price.active).toBeLessThanOrEqual(price.outlet);
    }
    const finnish = prices.filter((price) => price.tax_area_id === 1);
    expect(finnish.some((price) => price.discount_value !== null)).toBe(true);
    expect(finnish.some((price) => price.club !== null)).toBe(true);
    expect(finnish.some((price) => price.outlet !== null)).toBe(true);
  });

  it('derives other tax areas from the Finnish price by VAT', async () => {
    const rows = await sql<{ fi: number; se: number; export: number }>`
      select fi.regular as fi, se.regular as se, ex.regular as export from prices fi
      join prices se on se.variant_id = fi.variant_id and se.tax_area_id = 2
      join prices ex on ex.variant_id = fi.variant_id and ex.tax_area_id = 10
      join variants v on v.id = fi.variant_id join product_models m on m.id = v.model_id
      where fi.tax_area_id = 1 and m.tax_class = 1 limit 50`.execute(db);
    for (const row of rows.rows) {
      expect(Math.abs(row.se - (row.fi * 125) / 125.5)).toBeLessThanOrEqual(10);
      expect(Math.abs(row.export - row.fi / 1.255)).toBeLessThanOrEqual(10);
    }
  });
});

describe('references', () => {
  it('points every stored image at a key the media route can draw', async () => {
    const urls = await sql<{ url: string }>`
      select url from product_images union select logo from manufacturers
      union select image from product_group_links union select image from banners where image <> ''
      union select image from blog_posts union select image from stores`.execute(db);
    expect(urls.rows.length).toBeGreaterThan(100);
    for (const { url } of urls.rows) {
      const match = /^\/media\/([a-z]+)\/([0-9a-z_-]+)\.(webp|png|svg)$/.exec(url);
      expect(match, url).not.toBeNull();
      const [, folder = '', key = ''] = match ?? [];
      expect(renderSvg(folder as MediaFolder, key, 32, 40), url).toBeDefined();
    }
  });

  it('links second-hand copies, bundles and sustainability flags to existing rows', async () => {
    const orphans = await sql<{ n: number }>`select count(*)::int as n from product_models m
      where m.second_hand_parent_id is not null and not exists (select 1 from product_models p where p.id = m.second_hand_parent_id)`.execute(
      db,
    );
    expect(orphans.rows[0]?.n).toBe(0);
    const flags = await db
      .selectFrom('model_properties')
      .innerJoin('properties', 'properties.id', 'model_properties.property_id')
      .select('slug')
      .where('slug', 'like', 'vu-%')
      .execute();
    expect(flags.length).toBeGreaterThan(0);
    const umbrella = await db
      .selectFrom('properties')
      .select('id')
      .where('slug', '=', 'vastuullisemmin-ulkona')
      .executeTakeFirstOrThrow();
    expect(umbrella.id).toBeGreaterThan(0);
  });

  it('moves identity sequences past the seeded ids', async () => {
    const review = await db
      .insertInto('reviews')
      .values({
        model_id: 1412,
        created_at: new Date(),
        rating: 8,
        visible_name: 'Test',
        comment: 'ok',
        language: 'fi',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(review.id).toBeGreaterThan(0);
    await db.deleteFrom('reviews').where('id', '=', review.id).execute();
  });
});

describe('determinism', () => {
  const digest = async (target: Kysely<Database>) => {
    const parts = await Promise.all(
      (['product_models', 'variants', 'stock', 'prices', 'reviews', 'product_images'] as const).map(
        async (table) => {
          const rows = await sql<{
            digest: string;
          }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(
            target,
          );
          return rows.rows[0]?.digest;
        },
      ),
    );
    return parts.join(',');
  };

  it('writes identical data for the same seed and different data for another', async () => {
    const again = await openSeeded(undefined);
    const other = await openSeeded(undefined, 7);
    try {
      expect(await digest(again.db)).toBe(await digest(db));
      expect(await digest(other.db)).not.toBe(await digest(db));
    } finally {
      await again.close();
      await other.close();
    }
  }, 120_000);
});
