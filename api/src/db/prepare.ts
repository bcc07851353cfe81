import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MigrationResult } from 'kysely/migration';
import type { AppConfig } from '../config.js';
import { ensureAdminAccount } from '../modules/customers/staff-accounts.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

/**
 * The seed: its data and texts are a tenth of the api's bundle, needed only on a database's
 * first start or a late seed, so the bundle loads them then (a chunk of its own), not on every
 * start (issue 9 point 4).
 */
const loadSeed = () => import('./seed/seed.js');

/**
 * Demo data of tables and columns that came after a catalogue may have been seeded: added once,
 * when the migration creating them runs on a non-empty catalogue, so the README's demo logins
 * and orders (and the remotes' data of 0008) work without reseeding. The seed's forks depend only on the seed and the label, so the data
 * is the same as a fresh seed's.
 */
const LATE_SEEDS: readonly {
  migration: string;
  label: string;
  seed: Seeder;
  /** Demo customers' data: added only where demo accounts are (`AppConfig.demoAccounts`). */
  demo?: true;
}[] = [
  {
    migration: '0004-customers',
    label: 'demo accounts',
    seed: async (db) => (await import('./seed/customers.js')).insertCustomers(db),
    demo: true,
  },
  {
    demo: true,
    migration: '0005-orders',
    label: 'demo orders',
    seed: async (db) => {
      const [{ insertOrders }, { createRandom }, { DEFAULT_REFERENCE_DATE, DEFAULT_SEED }] =
        await Promise.all([import('./seed/orders.js'), import('./seed/prng.js'), loadSeed()]);
      await insertOrders(db, createRandom(DEFAULT_SEED).fork('orders'), DEFAULT_REFERENCE_DATE);
    },
  },
  {
    migration: '0008-ui-data',
    label: 'gift card recipient flag, blog category names and wizard groups',
    seed: async (db) => (await import('./seed/ui-data.js')).addUiData(db),
  },
  {
    migration: '0010-checkout-pricing',
    label: 'demo discount codes, gift cards and pickup points',
    seed: async (db) => {
      const [{ insertCheckoutData }, { DEFAULT_REFERENCE_DATE }] = await Promise.all([
        import('./seed/checkout.js'),
        loadSeed(),
      ]);
      await insertCheckoutData(db, DEFAULT_REFERENCE_DATE);
    },
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

/** What `prepareDatabase` takes from the config. */
export function preparation(config: AppConfig, log: FastifyBaseLogger) {
  return {
    seedProducts: config.seedProducts,
    log,
    demoAccounts: config.demoAccounts,
    admin: { email: config.adminEmail, password: config.adminPassword },
  };
}

/**
 * Brings a database to the latest schema and seeds the catalogue when it is empty, so a
 * fresh data dir works on first start and an existing one is reopened untouched.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  options: {
    seedProducts: number;
    log: FastifyBaseLogger;
    /** Whether demo customers and their orders are seeded (`AppConfig.demoAccounts`). */
    demoAccounts: boolean;
    /** The admin the first start creates: ADMIN_EMAIL, and ADMIN_PASSWORD or a random one. */
    admin: { email: string; password: string | undefined };
  },
): Promise<void> {
  const { seedProducts, log, demoAccounts } = options;
  const migrated = await migrateToLatest(db);
  for (const result of migrated) {
    log.info({ migration: result.migrationName, direction: result.direction }, 'migrated');
  }
  if (await isCatalogueEmpty(db)) {
    const started = Date.now();
    log.info({ products: seedProducts }, 'seeding an empty catalogue');
    const { seedDatabase } = await loadSeed();
    await seedDatabase(db, { products: seedProducts, demoAccounts });
    log.info({ ms: Date.now() - started }, 'seeded');
  } else {
    await addLateSeeds(db, migrated, { log, demoAccounts });
  }
  await ensureAdminAccount(db, { ...options.admin, log });
}

async function addLateSeeds(
  db: Kysely<Database>,
  migrated: readonly MigrationResult[],
  { log, demoAccounts }: { log: FastifyBaseLogger; demoAccounts: boolean },
): Promise<void> {
  for (const late of LATE_SEEDS) {
    if (late.demo && !demoAccounts) continue;
    if (!migrated.some((result) => result.migrationName === late.migration)) continue;
    await late.seed(db);
    log.info(`added the ${late.label}`);
  }
}
