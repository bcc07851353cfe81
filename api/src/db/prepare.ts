import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';
import { seedDatabase } from './seed/seed.js';

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
  for (const result of await migrateToLatest(db)) {
    log.info({ migration: result.migrationName, direction: result.direction }, 'migrated');
  }
  if (await isCatalogueEmpty(db)) {
    const started = Date.now();
    log.info({ products: seedProducts }, 'seeding an empty catalogue');
    await seedDatabase(db, { products: seedProducts });
    log.info({ ms: Date.now() - started }, 'seeded');
  }
}
