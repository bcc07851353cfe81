import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';
import { insertCustomers } from './seed/customers.js';
import { seedDatabase } from './seed/seed.js';

const CUSTOMERS_MIGRATION = '0004-customers';

/**
 * True when neither product groups nor product models exist: the first start of a data dir
 * or database. Groups count too, so a catalogue seeded with zero products is not reseeded.
 */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const group = await db.selectFrom('product_groups').select('id').limit(1).executeTakeFirst();
  const model = await db.selectFrom('product_models').select('id').limit(1).executeTakeFirst();
  return group === undefined && model === undefined;
}

/**
 * Brings a database to the latest schema and seeds the catalogue when it is empty, so a
 * fresh data dir works on first start and an existing one is reopened untouched.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  options: { seedProducts: number; log: FastifyBaseLogger },
): Promise<void> {
  const { seedProducts, log } = options;
  const migrated = await migrateToLatest(db);
  for (const result of migrated) {
    log.info({ migration: result.migrationName, direction: result.direction }, 'migrated');
  }
  if (await isCatalogueEmpty(db)) {
    const started = Date.now();
    log.info({ products: seedProducts }, 'seeding an empty catalogue');
    await seedDatabase(db, { products: seedProducts });
    log.info({ ms: Date.now() - started }, 'seeded');
  } else if (migrated.some((result) => result.migrationName === CUSTOMERS_MIGRATION)) {
    // A catalogue seeded before accounts existed gets the demo accounts once, when their
    // table is created, so the README's logins work without reseeding.
    await insertCustomers(db);
    log.info('added the demo accounts');
  }
}
