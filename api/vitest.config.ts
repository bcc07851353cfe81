import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each test file starts its own database (PGlite from a copy of the one the global setup
    // prepares, PostgreSQL migrated and seeded in a schema of its own), so allow time for that.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Two cores: two files at a time on the embedded database. On a shared PostgreSQL, files
    // run one after another: a CLI test on PostgreSQL was seen to lose its schema mid-run when
    // other files created and dropped theirs alongside it.
    maxWorkers: 2,
    fileParallelism: !process.env.DATABASE_URL,
    // Files share a worker's modules instead of importing the api anew each (four seconds a
    // file): every file builds its own app, database and data directory, and restores its spies.
    isolate: false,
    // One embedded database migrated and seeded for the run; PGlite test apps start from a copy.
    globalSetup: ['test/support/prepared-data.ts'],
  },
});
