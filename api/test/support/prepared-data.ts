import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app.js';
import { createTestEnvironment } from './test-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database migrated and seeded as every test app's, for `startTestApp` to copy. */
    preparedDataDir: string;
  }
}

/**
 * Global setup of the api tests: one embedded data directory, migrated and seeded once. A test
 * app on PGlite starts from a copy of it (about 1 s) instead of its own initdb, migrations and
 * seed (5-8 s a file).
 */
export default async function prepareData(project: TestProject) {
  const environment = await createTestEnvironment('pglite');
  const app = await buildApp(environment.config);
  await app.close();
  project.provide('preparedDataDir', environment.config.dataDir);
  return () => environment.remove();
}
