// `npm run bench`: serves the built site on a fresh small database and measures, per route
// kind, the first-load JavaScript (compressed bytes on the wire) and the depth of the request
// chain before the page's main content shows. Prints a table and writes bench-results/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { sharedModule } from '../support/share-scope';
import { chainDepth, type RequestRecord } from './chain-depth';

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  { kind: 'front page (mf-content)', path: '/', ready: '[data-testid="home-category"]' },
  { kind: 'catalogue (mf-catalog)', path: '/catalog/', ready: '[data-testid="product-group"]' },
  {
    kind: 'product group (mf-catalog, dynamic)',
    path: '/alpine-skiing/',
    ready: '[data-testid="product-card"]',
  },
  {
    // The seed's first models are the same at every catalogue size.
    kind: 'product page (mf-product, dynamic)',
    path: '/routa/footwear/hiking-footwear/hiking-boots/pilvi-low-womens-hiking-boots/',
    ready: '[data-testid="product-name"]',
  },
  {
    kind: 'ski wizard (mf-product)',
    path: '/ski-wizard/alpine/',
    ready: '[data-testid="wizard-step"]',
  },
  { kind: 'cart (mf-checkout)', path: '/checkout/', ready: '[data-testid="pickup-store"]' },
  {
    kind: 'complaint (mf-account)',
    path: '/reclamation/',
    ready: '[data-testid="reclamation-store"]',
  },
] as const;

interface Result {
  readonly kind: string;
  readonly path: string;
  readonly jsKiB: number;
  readonly jsRequests: number;
  readonly requests: number;
  readonly chainDepth: number;
  /** Languages whose messages the page's i18next instance holds (issue 7: only one). */
  readonly messageLanguages: readonly string[];
}

const server = spawn('npm', ['run', 'start', '-w', 'api'], {
  cwd: join(import.meta.dirname, '..', '..'),
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
    DATABASE_URL: '',
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '200',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: Result[] = [];
  for (const route of ROUTES) results.push(await measure(browser, route));
  await browser.close();
  printTable(results);
  const multilingual = results.filter((result) => result.messageLanguages.length > 1);
  for (const result of multilingual) {
    process.stderr.write(`✖ ${result.path} loaded messages of ${result.messageLanguages}\n`);
  }
  if (multilingual.length > 0) process.exitCode = 1;
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(join('bench-results', 'first-load.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const isUp = await fetch(`${ORIGIN}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the api did not start');
}

/** One cold load: every request with its initiator, until the route's main content shows. */
async function measure(browser: Browser, route: (typeof ROUTES)[number]): Promise<Result> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, RequestRecord>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    requests.set(requestId, {
      url: request.url,
      type,
      initiator: initiatorUrl(initiator),
      bytes: 0,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const entry = requests.get(requestId);
    if (entry) entry.type = type;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(`${ORIGIN}${route.path}`);
  await page.waitForSelector(route.ready);
  const all = [...requests.values()];
  const scripts = all.filter((entry) => entry.type === 'Script');
  const messageLanguages = await loadedMessageLanguages(page);
  await context.close();
  return {
    kind: route.kind,
    path: route.path,
    jsKiB: Math.round(scripts.reduce((sum, entry) => sum + entry.bytes, 0) / 102.4) / 10,
    jsRequests: scripts.length,
    requests: all.length,
    chainDepth: chainDepth(all, `${ORIGIN}${route.path}`),
    messageLanguages,
  };
}

interface I18nLike {
  readonly store?: { readonly data: Record<string, Record<string, unknown>> };
}

/** The languages that have any messages in the page's one i18next instance. */
async function loadedMessageLanguages(page: Page): Promise<string[]> {
  const i18next = await sharedModule(page, 'i18next');
  return i18next.evaluate((module) => {
    const instance = module as { default?: I18nLike } & I18nLike;
    const data = (instance.default ?? instance).store?.data ?? {};
    return Object.keys(data).filter((language) => Object.keys(data[language] ?? {}).length > 0);
  });
}

interface Initiator {
  readonly url?: string;
  readonly stack?: { readonly callFrames: ReadonlyArray<{ readonly url: string }> };
}

function initiatorUrl(initiator: Initiator): string | undefined {
  return initiator.url ?? initiator.stack?.callFrames.find((frame) => frame.url)?.url;
}

function printTable(results: readonly Result[]): void {
  const header = [
    'route kind',
    'path',
    'first-load JS KiB (compressed)',
    'JS requests',
    'requests',
    'chain depth',
    'message languages',
  ];
  const rows = results.map((r) =>
    [
      r.kind,
      r.path,
      r.jsKiB,
      r.jsRequests,
      r.requests,
      r.chainDepth,
      r.messageLanguages.join(' ') || '-',
    ].map(String),
  );
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  process.stdout.write(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}
