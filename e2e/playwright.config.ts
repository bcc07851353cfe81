import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { DEFAULT_VERSION_SETS, parseVersionSets, versionSetFiles } from './support/version-sets';

const port = Number(process.env.E2E_PORT ?? 8181);
const isCI = Boolean(process.env.CI);
// Issue 14 point 6: against an existing site, QA gives its address (and its staff, admin and
// release credentials below); otherwise the run starts its own shop.
const existingSite = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
const baseURL = existingSite ?? `http://127.0.0.1:${port}`;
const versionSets = parseVersionSets(process.env.E2E_VERSION_SETS ?? DEFAULT_VERSION_SETS);
// Staff and admin passwords of this run (issue 13: never a published one); the workers inherit
// them from the runner, which evaluates this file first.
process.env.E2E_STAFF_PASSWORD ??= `${randomBytes(12).toString('base64url')}s1`;
process.env.E2E_ADMIN_PASSWORD ??= `${randomBytes(12).toString('base64url')}a1`;
// The token the version sets and the release tests publish and sign overrides with.
process.env.E2E_RELEASE_TOKEN ??= randomBytes(32).toString('base64url');

/** The shop this run starts: the built shop on a fresh embedded database, seeded small. */
const ownSite: PlaywrightTestConfig['webServer'] = {
  // Prepared first (migrated, seeded, remotes published), then the staff user is added
  // through the CLI as an operator would, then the api serves the shop.
  command:
    'node api/dist/cli.js prepare && node api/dist/cli.js staff set henkilokunta@example.com --username henkilokunta && npm run start -w api',
  cwd: '..',
  url: `${baseURL}/remotes.json`,
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
    // One address (127.0.0.1) plays every shopper of the run: the per-address limits are
    // raised; the per-account login lock keeps its production values.
    LOGINS_PER_MINUTE: '1000',
    MEDIA_REQUESTS_PER_MINUTE: '100000',
    MEDIA_RENDERS_PER_ADDRESS: '1000',
    LIST_READS_PER_MINUTE: '100000',
    ORDER_LOOKUPS_PER_MINUTE: '1000',
    WRITES_PER_MINUTE: '1000',
    PHOTO_UPLOADS_PER_HOUR: '1000',
    PENDING_ORDERS_PER_ADDRESS: '1000',
    STAFF_PASSWORD: process.env.E2E_STAFF_PASSWORD,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    RELEASE_TOKEN: process.env.E2E_RELEASE_TOKEN,
    // The audit trail names who holds the environment's token.
    RELEASE_TOKEN_OWNER: 'e2e-run',
    // The journeys check what the server renders; a cold database on a busy machine may
    // outlast the production budget, which would leave the page to the browser.
    SERVER_RENDER_BUDGET_MS: '10000',
  },
};

export default defineConfig({
  testDir: './tests',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 1,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // Every spec against the live versions; the cross-remote journeys (tagged @journey) again
  // in each version set, its override set in the browser context by the setup project.
  // The sets are signed first, so `previous` names the version before this run's own uploads.
  projects: [
    ...(versionSets.length > 0
      ? [{ name: 'version-sets', testMatch: /version-sets\.setup\.ts$/ }]
      : []),
    {
      name: 'live',
      testIgnore: /\.setup\.ts$/,
      dependencies: versionSets.length > 0 ? ['version-sets'] : [],
    },
    ...versionSets.map((set) => ({
      name: `set ${set.name}`,
      grep: /@journey/,
      testIgnore: /\.setup\.ts$/,
      dependencies: ['version-sets'],
      use: { storageState: versionSetFiles(baseURL, set.name).storageState },
      metadata: { versionSet: set.name },
    })),
  ],
  ...(existingSite ? {} : { webServer: ownSite }),
});
