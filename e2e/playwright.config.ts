import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 1,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
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
      SEED_PRODUCTS: '160',
      LOG_LEVEL: 'warn',
      // The journeys check what the server renders; a cold database on a busy machine may
      // outlast the production budget, which would leave the page to the browser.
      SERVER_RENDER_BUDGET_MS: '10000',
    },
  },
});
