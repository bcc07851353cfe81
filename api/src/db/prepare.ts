import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';
import { insertCheckoutData } from './seed/checkout.js';
import { insertCustomers } from './seed/customers.js';
import { insertOrders } from './seed/orders.js';
import { createRandom } from './seed/prng.js';
import { DEFAULT_REFERENCE_DATE, DEFAULT_SEED, seedDatabase } from './seed/seed.js';
import { addUiData } from './seed/ui-data.js';

/**
 * Demo data of tables and columns that came after a catalogue may have been seeded: added once,
 * when the migration creating them runs on a non-empty catalogue, so the README's demo logins
 * and orders (and the remotes' data of 0008) work without reseeding. The seed's forks depend only on the seed and the label, so the data
 * is the same as a fresh seed's.
 */
const LATE_SEEDS: readonly { migration: string; label: string; seed: Seeder }[] = [
  { migration: '0004-customers', label: 'demo accounts', seed: (db) => insertCustomers(db) },
  {
    migration: '0005-orders',
    label: 'demo orders',
    seed: (db) =>
      insertOrders(db, createRandom(DEFAULT_SEED).fork('orders'), DEFAULT_REFERENCE_DATE),
  },
  {
    migration: '0008-ui-data',
    label: 'gift card recipient flag, blog category names and wizard groups',
    seed: addUiData,
  },
  {
    migration: '0010-checkout-pricing',
    label: 'demo discount codes, gift cards and pickup points',
    seed: (db) => insertCheckoutData(db, DEFAULT_REFERENCE_DATE),
  },
];

type Seeder = (db: Kysely<Database>) => Promise<unknown>;

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
    return;
  }
  for (const late of LATE_SEEDS) {
    if (!migrated.some((result) => result.migrationName === late.migration)) continue;
    await late.seed(db);
    log.info(`added the ${late.label}`);
  }
}
