import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config.js';
import { writeFixtureShop } from './fixture-shop.js';

export type Backend = 'pglite' | 'postgres';

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
    // Tests make many writes from one address; a throttle test sets its own limit.
    WRITES_PER_MINUTE: '100000',
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

/** One app per test file and backend, closed (database included) by `close`. */
export async function startTestApp(backend: Backend, overrides: Partial<AppConfig> = {}) {
  const environment = await createTestEnvironment(backend);
  let app: FastifyInstance;
  try {
    app = await buildApp({ ...environment.config, ...overrides });
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
