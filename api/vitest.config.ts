import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each test file starts its own database (a copy of the one the global setup prepares, on
    // PGlite a data directory, on PostgreSQL a database of its own), so allow time for that.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Two cores: two files at a time, on PostgreSQL too (each file has a database of its own).
    maxWorkers: 2,
    // Files share a worker's modules instead of importing the api anew each (four seconds a
    // file): every file builds its own app, database and data directory, and restores its spies.
    isolate: false,
    // One database per backend migrated and seeded for the run; test apps start from a copy.
    globalSetup: ['test/support/prepared-data.ts'],
  },
});
