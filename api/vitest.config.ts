import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each test file starts its own PGlite (initdb + seed), so allow time for that.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Two cores: two files at a time.
    maxWorkers: 2,
  },
});
