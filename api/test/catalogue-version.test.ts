import {
  productGroupResponseSchema,
  productGroupsResponseSchema,
  productModelListRequestSchema,
  resourcesResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pruneCatalogueChanges,
  readCatalogueVersion,
} from '../src/modules/catalogue/catalogue-version.js';
import { createListings } from '../src/modules/catalogue/listing-page.service.js';
import { createRankings } from '../src/modules/recommendations/recommendations.service.js';
import { startTestApp, testBackends } from './support/test-app.js';

describe.each(testBackends())('the catalogue version on %s (issue 10)', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** A stock row that is in stock, and the model and group it belongs to. */
  let stock: { variantId: number; storeId: number; quantity: number; modelId: number };
  let groupPath: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    const row = await app.db
      .selectFrom('stock as s')
      .innerJoin('variants as v', 'v.id', 's.variant_id')
      .innerJoin('product_models as m', 'm.id', 'v.model_id')
      .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
      .select([
        's.variant_id as variantId',
        's.store_id as storeId',
        's.quantity',
        'm.id as modelId',
        'g.path',
      ])
      .where('s.quantity', '>', 2)
      .where('s.blocked', '=', false)
      .where('m.is_public', '=', true)
      .where('m.campaign_only', '=', false)
      .orderBy('s.variant_id')
      .executeTakeFirstOrThrow();
    ({ path: groupPath, ...stock } = row);
  });
  afterAll(() => close?.());

  const version = () => readCatalogueVersion(app.db);
  const setStock = (changes: { quantity?: number; blocked?: boolean }) =>
    app.db
      .updateTable('stock')
      .set(changes)
      .where('variant_id', '=', stock.variantId)
      .where('store_id', '=', stock.storeId)
      .execute();

  it('changes with a write to the catalogue, not with other writes', async () => {
    const before = await version();
    expect(await version()).toBe(before);
    await app.db
      .updateTable('general_settings')
      .set({ value: 'changed' })
      .where('key', '=', 'no such setting')
      .execute();
    expect(await version()).toBe(before);
    await sql`update prices set active = active where variant_id = ${stock.variantId}`.execute(
      app.db,
    );
    expect(await version()).not.toBe(before);
  });

  it('changes when a store runs out of or gets back a variant, not with every sale', async () => {
    const start = await version();
    await setStock({ quantity: stock.quantity - 1 });
    expect(await version()).toBe(start);
    await setStock({ quantity: 0 });
    const empty = await version();
    expect(empty).not.toBe(start);
    await setStock({ quantity: stock.quantity });
    const back = await version();
    expect(back).not.toBe(empty);
    await setStock({ blocked: true });
    expect(await version()).not.toBe(back);
    await setStock({ blocked: false });
  });

  it('is cut back to one change a day, changing once and then staying', async () => {
    await sql`update colors set hex = hex`.execute(app.db);
    const before = await version();
    await pruneCatalogueChanges(app.db);
    const pruned = await version();
    expect(pruned).not.toBe(before);
    expect(pruned.startsWith('1:')).toBe(true);
    await pruneCatalogueChanges(app.db);
    expect(await version()).toBe(pruned);
  });

  it('lets a listing keep its whole list while the catalogue is unchanged, and read it again once it changed', async () => {
    let time = 0;
    const listings = createListings(app.db, createRankings(app.db), {
      ttlMs: 1000,
      staleMs: 0,
      version,
      now: () => time,
    });
    const request = productModelListRequestSchema.parse({
      source: 'ProductGroup',
      slug: groupPath,
      language: 'en',
      taxAreaId: 1,
    });
    const nameOfModel = async () =>
      (await listings.list(request)).find((card) => card.id === stock.modelId)?.name;
    const original = await nameOfModel();
    expect(original).toBeTruthy();
    const rename = async (name: string) => {
      await sql`update product_models set name = jsonb_set(name::jsonb, '{en}', to_jsonb(${name}::text))
        where id = ${stock.modelId}`.execute(app.db);
    };
    try {
      // A change the version does not see (its trigger off) is not read: the list is kept.
      await sql`alter table product_models disable trigger product_models_catalogue_change`.execute(
        app.db,
      );
      await rename('Unseen name');
      await sql`alter table product_models enable trigger product_models_catalogue_change`.execute(
        app.db,
      );
      time = 5000;
      expect(await nameOfModel()).toBe(original);
      // A change it sees is read once the list has expired.
      await rename('Seen name');
      expect(await nameOfModel()).toBe(original);
      time = 10_000;
      expect(await nameOfModel()).toBe('Seen name');
    } finally {
      await sql`alter table product_models enable trigger product_models_catalogue_change`.execute(
        app.db,
      );
      await rename(original ?? '');
    }
  });

  it('keeps the resources and product groups while the catalogue is unchanged, and answers a change at once (issue 9)', async () => {
    const resources = async () =>
      resourcesResponseSchema.parse((await app.inject({ url: '/api/resources/?lang=fi' })).json());
    const linkTitles = async () => {
      const { productGroups } = productGroupsResponseSchema.parse(
        (await app.inject({ url: '/api/product-groups/?lang=fi' })).json(),
      );
      const titles = (nodes: typeof productGroups): string[] =>
        nodes.flatMap((node) => [
          ...node.links.map((link) => link.title),
          ...titles(node.children),
        ]);
      return titles(productGroups);
    };
    const [store] = (await resources()).stores;
    const link = await app.db
      .selectFrom('product_group_links')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const renameStore = (name: string) =>
      app.db
        .updateTable('stores')
        .set({ name })
        .where('id', '=', store?.id ?? 0)
        .execute();
    const retitleLink = (title: string) =>
      sql`update product_group_links set title = jsonb_set(title::jsonb, '{fi}', to_jsonb(${title}::text))
        where id = ${link.id}`.execute(app.db);
    expect(await linkTitles()).toContain(link.title.fi);
    try {
      // A change the version does not see (its trigger off) is not read: the answer is kept.
      await sql`alter table stores disable trigger stores_catalogue_change`.execute(app.db);
      await renameStore('Unseen store');
      await sql`alter table stores enable trigger stores_catalogue_change`.execute(app.db);
      expect((await resources()).stores[0]?.name).toBe(store?.name);
      // A change it sees is answered by the next request.
      await renameStore('Seen store');
      expect((await resources()).stores.map((row) => row.name)).toContain('Seen store');
      // The groups' links move the version too (migration 0029).
      await retitleLink('Linkki');
      expect(await linkTitles()).toContain('Linkki');
      // A group's page (its subgroups come from the tree) is kept and answered alike.
      const groupName = async () =>
        productGroupResponseSchema.parse(
          (
            await app.inject({ url: `/api/products/productgroup/?path=${groupPath}&lang=fi` })
          ).json(),
        )[0]?.name;
      const named = await groupName();
      await sql`update product_groups set name = jsonb_set(name::jsonb, '{fi}', '"Ryhmä"')
        where path = ${groupPath}`.execute(app.db);
      expect(await groupName()).toBe('Ryhmä');
      await sql`update product_groups set name = jsonb_set(name::jsonb, '{fi}', to_jsonb(${named ?? ''}::text))
        where path = ${groupPath}`.execute(app.db);
    } finally {
      await sql`alter table stores enable trigger stores_catalogue_change`.execute(app.db);
      await renameStore(store?.name ?? '');
      await retitleLink(link.title.fi);
    }
  });
});
