import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app.js';
import {
  type Backend,
  createTestEnvironment,
  type TestEnvironment,
  testBackends,
} from './test-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per backend, a data directory as every test app's first start leaves it, for copies. */
    preparedDataDirs: Partial<Record<Backend, string>>;
    /** On PostgreSQL (`DATABASE_URL` set), the migrated and seeded template of each file's database. */
    preparedDatabase: string;
  }
}

/**
 * Global setup of the api tests: one database and data directory per backend, migrated, seeded
 * and with the built remotes published once. A test app starts from a copy (about 1 s on PGlite,
 * less on PostgreSQL) instead of its own migrations and seed (5-8 s a file).
 */
export default async function prepareData(project: TestProject) {
  const prepared: TestEnvironment[] = [];
  const dataDirs: Partial<Record<Backend, string>> = {};
  try {
    for (const backend of testBackends()) {
      const environment = await createTestEnvironment(backend);
      prepared.push(environment);
      const app = await buildApp(environment.config);
      await app.close();
      dataDirs[backend] = environment.config.dataDir;
      if (backend === 'postgres') project.provide('preparedDatabase', databaseName(environment));
    }
    project.provide('preparedDataDirs', dataDirs);
  } catch (error) {
    await Promise.all(prepared.map((environment) => environment.remove()));
    throw error;
  }
  return () => Promise.all(prepared.map((environment) => environment.remove()));
}

function databaseName(environment: TestEnvironment): string {
  const url = environment.config.databaseUrl;
  if (!url) throw new Error('a PostgreSQL environment names its database');
  return new URL(url).pathname.slice(1);
}
