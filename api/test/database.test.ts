import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { migrateDown, migrateTo, migrateToLatest, migrateUp } from '../src/db/migrate.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/customers.js';
import { withPricingTables } from '../src/modules/checkout-validation/pricing.table.js';
import { withContentTables } from '../src/modules/content/content.table.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { createTestEnvironment, type TestEnvironment, testBackends } from './support/test-app.js';

/** Regular models: the seed adds gift cards on top of the requested number. */
async function countProducts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const row = await db
    .selectFrom('product_models')
    .where('is_gift_card', '=', false)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function tableNames(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema()
  `.execute(db);
  return result.rows.map((row) => row.table_name);
}

describe.each(testBackends())('database on %s', (backend) => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await createTestEnvironment(backend);
  });
  afterAll(() => environment?.remove());

  it('seeds on first start and reopens an existing database without reseeding', async () => {
    const first = await buildApp(environment.config);
    let page: { id: number };
    try {
      expect(await countProducts(first.db)).toBe(60);
      page = await first.db.selectFrom('static_pages').select('id').executeTakeFirstOrThrow();
      await first.db
        .updateTable('static_pages')
        .set({ slug: 'marker-from-first-start' })
        .where('id', '=', page.id)
        .execute();
    } finally {
      await first.close();
    }

    const second = await buildApp(environment.config);
    try {
      expect(await countProducts(second.db)).toBe(60);
      const marker = await second.inject('/api/static-page/?slug=marker-from-first-start');
      expect(marker.statusCode).toBe(200);
      expect(marker.json().id).toBe(page.id);
    } finally {
      await second.close();
    }
  });

  it('adds the demo accounts once to a catalogue seeded before accounts existed', async () => {
    const { db, close } = await openDatabase(environment.config);
    try {
      // Back to before the accounts: every later migration goes down with them.
      const down = await migrateTo(db, '0003-content');
      expect(down.map((result) => result.migrationName)).toContain('0004-customers');
    } finally {
      await close();
    }
    const app = await buildApp(environment.config);
    try {
      const emails = await withCustomerTables(app.db)
        .selectFrom('customers')
        .select('email')
        .orderBy('id')
        .execute();
      // The demo customers, then the admin the start creates (staff are never seeded).
      expect(emails.map((row) => row.email)).toEqual([
        ...DEMO_ACCOUNTS.map((account) => account.email),
        'admin@example.com',
      ]);
      expect(await countProducts(app.db)).toBe(60);
    } finally {
      await app.close();
    }
  });

  it('adds the data of 0008 once to a catalogue seeded before it', async () => {
    const { db, close } = await openDatabase(environment.config);
    try {
      const down = await migrateTo(db, '0007-content-forms');
      // Every later migration goes down first; the last two are these.
      expect(down.map((result) => result.migrationName).slice(-2)).toEqual([
        '0009-order-placement',
        '0008-ui-data',
      ]);
    } finally {
      await close();
    }
    const app = await buildApp(environment.config);
    try {
      const recipientCards = await app.db
        .selectFrom('product_models')
        .select('id')
        .where('needs_recipient', '=', true)
        .execute();
      expect(recipientCards.map((row) => row.id)).toEqual([2427]);
      const roles = await app.db
        .selectFrom('product_groups')
        .select(['path', 'wizard_role'])
        .where('wizard_role', 'is not', null)
        .orderBy('path')
        .execute();
      expect(roles).toContainEqual({ path: 'footwear', wizard_role: 'footwear' });
      expect(roles).toContainEqual({ path: 'nordic-skiing/boots', wizard_role: 'nordic-boots' });
      expect(roles).toHaveLength(9);
      const categories = await withContentTables(app.db)
        .selectFrom('blog_categories')
        .select('slug')
        .execute();
      expect(categories.map((row) => row.slug).sort()).toEqual([
        'events',
        'guides',
        'product-tests',
        'stories',
      ]);
    } finally {
      await app.close();
    }
  });

  it('adds the demo codes and pickup points of 0010 once to a catalogue seeded before it', async () => {
    const { db, close } = await openDatabase(environment.config);
    try {
      const down = await migrateTo(db, '0009-order-placement');
      expect(down.map((result) => result.migrationName)).toContain('0010-checkout-pricing');
    } finally {
      await close();
    }
    const app = await buildApp(environment.config);
    try {
      const tables = withPricingTables(app.db);
      const codes = await tables.selectFrom('discount_codes').select('code').execute();
      expect(codes.map((row) => row.code)).toContain('WELCOME10');
      const cards = await tables.selectFrom('gift_cards').select('code').execute();
      expect(cards.map((row) => row.code)).toContain('GIFT-CARD-5000');
      const points = await tables.selectFrom('pickup_points').select('id').execute();
      expect(points.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('migrates down to nothing and back up again', async () => {
    const { db, close } = await openDatabase(environment.config);
    try {
      const down = await migrateDown(db);
      expect(down[0]?.direction).toBe('Down');
      await migrateUp(db);
      await migrateTo(db, 'none');
      expect(await tableNames(db)).not.toContain('product_models');
      expect(await tableNames(db)).not.toContain('remote_releases');
      const up = await migrateToLatest(db);
      expect(up.length).toBeGreaterThanOrEqual(4);
      expect(await tableNames(db)).toEqual(
        expect.arrayContaining(['remote_releases', 'product_models']),
      );
      expect(await countProducts(db)).toBe(0);
    } finally {
      await close();
    }
  });

  it.runIf(backend === 'pglite')('refuses a second open of the same PGlite data dir', async () => {
    const handle = await openDatabase(environment.config);
    try {
      await expect(openDatabase(environment.config)).rejects.toThrow(/in use by process/);
    } finally {
      await handle.close();
    }
  });

  it.runIf(backend === 'postgres')(
    'hears a connection that fails while idle and goes on with a new one',
    async () => {
      const failures: Error[] = [];
      const handle = await openDatabase(environment.config, (error) => failures.push(error));
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          handle.db,
        );
        const idle = await openDatabase({ ...environment.config, databaseSchema: undefined });
        try {
          await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(idle.db);
        } finally {
          await idle.close();
        }
        await expect.poll(() => failures.length).toBe(1);
        const after = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(after.rows).toEqual([{ one: 1 }]);
      } finally {
        await handle.close();
      }
    },
  );
});
