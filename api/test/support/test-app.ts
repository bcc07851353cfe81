import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, type EnvironmentReleaseToken, loadConfig } from '../../src/config.js';
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

/**
 * The environment's release token of a test app (`RELEASE_TOKEN`), owned by a named pipeline
 * as a deployment's must be (`RELEASE_TOKEN_OWNER`): its actions are `test-pipeline
 * (RELEASE_TOKEN)` in the audit trail.
 */
export function testReleaseToken(token: string): EnvironmentReleaseToken {
  return { token, owner: 'test-pipeline' };
}

/** PGlite always; PostgreSQL too when `DATABASE_URL` is set. */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A temp data dir and fixture shop, and for PostgreSQL a database; dropped by `remove`. */
export interface TestEnvironment {
  readonly config: AppConfig;
  readonly root: string;
  remove(): Promise<void>;
}

/** The schema every PostgreSQL test database keeps the shop in (`DATABASE_SCHEMA`). */
const TEST_SCHEMA = 'shop_test';

/**
 * A temp data dir and fixture shop, and for PostgreSQL a database of its own; `remove` drops
 * both. `prepared` starts it from the run's migrated and seeded database (see
 * test/support/prepared-data.ts) instead of an empty one.
 */
export async function createTestEnvironment(
  backend: Backend,
  { prepared = false }: { readonly prepared?: boolean } = {},
): Promise<TestEnvironment> {
  const root = await mkdtemp(path.join(tmpdir(), 'shop-api-'));
  await writeFixtureShop(root);
  const dataDir = path.join(root, 'data');
  const database =
    backend === 'postgres'
      ? await createPostgresDatabase(prepared ? inject('preparedDatabase') : undefined)
      : undefined;
  const preparedDataDir = prepared ? inject('preparedDataDirs')[backend] : undefined;
  if (preparedDataDir) await cp(preparedDataDir, dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    SHOP_ROOT: root,
    SEED_PRODUCTS: '60',
    LOG_LEVEL: 'silent',
    // Tests make many requests from one address; a throttle test sets its own limit. The
    // per-account limits keep their defaults, with failed-login delays of a few milliseconds.
    WRITES_PER_MINUTE: '100000',
    LOGINS_PER_MINUTE: '100000',
    ORDER_LOOKUPS_PER_MINUTE: '100000',
    MEDIA_REQUESTS_PER_MINUTE: '100000',
    MEDIA_RENDERS_PER_ADDRESS: '100000',
    LIST_READS_PER_MINUTE: '100000',
    PHOTO_UPLOADS_PER_HOUR: '100000',
    PENDING_ORDERS_PER_ADDRESS: '100000',
    LOGIN_DELAY_MS: '1',
    LOGIN_DELAY_MAX_MS: '4',
    // Every test database has the demo customers, PostgreSQL's too, and the admin has the demo
    // password: tests are not deployments (README "Demo accounts").
    DEMO_ACCOUNTS: '1',
    ADMIN_PASSWORD: DEMO_PASSWORD,
    DATABASE_URL: database?.url,
    DATABASE_SCHEMA: database ? TEST_SCHEMA : undefined,
  });
  async function remove() {
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  }
  return { config, root, remove };
}

/**
 * A database of its own on the server `DATABASE_URL` names, copied from `template` when given
 * (`CREATE DATABASE … TEMPLATE` copies files: a fraction of a second against migrating and
 * seeding). Files run side by side without seeing each other's schemas.
 */
async function createPostgresDatabase(template: string | undefined) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must name the PostgreSQL server to test on');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // Not `with (force)`: an app a test left open fails the drop instead of losing its pool.
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists "${name}"`)),
  };
}

async function onServer(url: string, action: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await action(client);
  } finally {
    await client.end();
  }
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
 * One app per test file and backend, closed (database included) by `close`. It starts from a
 * copy of the run's prepared database (test/support/prepared-data.ts) unless the overrides
 * change what seeding writes.
 */
export async function startTestApp(backend: Backend, overrides: Partial<AppConfig> = {}) {
  const environment = await createTestEnvironment(backend, {
    prepared: !SEEDING_SETTINGS.some((setting) => setting in overrides),
  });
  let app: FastifyInstance;
  try {
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
