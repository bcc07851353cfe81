import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const isCI = Boolean(process.env.CI);

/** Debian's Chromium; browser downloads are impossible on these machines (ARCHITECTURE.md). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 1,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built shop on a fresh embedded database, seeded small.
    command: 'npm run start -w api',
    cwd: '..',
    url: `http://127.0.0.1:${port}/remotes.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-e2e-')),
      // Always a fresh embedded database: the api tests cover PostgreSQL, and a shared
      // PostgreSQL schema would leak state between runs.
      DATABASE_URL: '',
      SEED_PRODUCTS: '120',
      LOG_LEVEL: 'warn',
    },
  },
});
