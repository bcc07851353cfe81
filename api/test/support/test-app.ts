import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config.js';
import { DEMO_PASSWORD } from '../../src/db/seed/customers.js';
import { setStaffAccount } from '../../src/modules/customers/staff-accounts.js';
import { writeFixtureShop } from './fixture-shop.js';

export type Backend = 'pglite' | 'postgres';

/** The staff user every test app has (staff accounts are never seeded). */
export const TEST_STAFF = {
  email: 'henkilokunta@example.com',
  username: 'henkilokunta',
  password: DEMO_PASSWORD,
  firstName: 'Heikki',
  lastName: 'Henkilö',
} as const;

/** PGlite always; PostgreSQL too when `DATABASE_URL` is set. */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A temp data dir and fixture shop, and for PostgreSQL a fresh schema; dropped by `remove`. */
export interface TestEnvironment {
  readonly config: AppConfig;
  readonly root: string;
  remove(): Promise<void>;
}

export async function createTestEnvironment(backend: Backend): Promise<TestEnvironment> {
  const root = await mkdtemp(path.join(tmpdir(), 'shop-api-'));
  await writeFixtureShop(root);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = backend === 'postgres' ? process.env.DATABASE_URL : undefined;
  const config = loadConfig({
    DATA_DIR: path.join(root, 'data'),
    SHOP_ROOT: root,
    SEED_PRODUCTS: '60',
    LOG_LEVEL: 'silent',
    // Tests make many requests from one address; a throttle test sets its own limit. The
    // per-account limits keep their defaults, with failed-login delays of a few milliseconds.
    WRITES_PER_MINUTE: '100000',
    LOGINS_PER_MINUTE: '100000',
    ORDER_LOOKUPS_PER_MINUTE: '100000',
    MEDIA_REQUESTS_PER_MINUTE: '100000',
    LOGIN_DELAY_MS: '1',
    LOGIN_DELAY_MAX_MS: '4',
    // Every test database has the demo customers, PostgreSQL's too, and the admin has the demo
    // password: tests are not deployments (README "Demo accounts").
    DEMO_ACCOUNTS: '1',
    ADMIN_PASSWORD: DEMO_PASSWORD,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: databaseUrl ? schema : undefined,
  });
  async function remove() {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    await rm(root, { recursive: true, force: true });
  }
  return { config, root, remove };
}

/** Settings that change what the first start writes to the database. */
const SEEDING_SETTINGS: readonly (keyof AppConfig)[] = [
  'dataDir',
  'databaseUrl',
  'seedProducts',
  'demoAccounts',
  'adminEmail',
  'adminPassword',
  'shopRoot',
];

/**
 * One app per test file and backend, closed (database included) by `close`. On PGlite it starts
 * from a copy of the run's prepared data directory (test/support/prepared-data.ts) unless the
 * overrides change what seeding writes.
 */
export async function startTestApp(backend: Backend, overrides: Partial<AppConfig> = {}) {
  const environment = await createTestEnvironment(backend);
  let app: FastifyInstance;
  try {
    const prepared = backend === 'pglite' ? inject('preparedDataDir') : undefined;
    if (prepared && !SEEDING_SETTINGS.some((setting) => setting in overrides)) {
      await cp(prepared, environment.config.dataDir, { recursive: true });
    }
    app = await buildApp({ ...environment.config, ...overrides });
    await setStaffAccount(app.db, TEST_STAFF);
  } catch (error) {
    await environment.remove();
    throw error;
  }
  return {
    app,
    ...environment,
    async close() {
      await app.close();
      await environment.remove();
    },
  };
}
