import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { PRODUCT_GROUP_PATH, PRODUCT_PAGE_PATH } from './bench-pages';
import { writeBenchResult } from './bench-results';
import { chainDepth } from './chain-depth';
import { loadedMessageLanguages } from './message-languages';
import { recordRequests } from './network-recorder';
import { formatTable } from './table';

const ROUTES = [
  { kind: 'front page (mf-content)', path: '/', ready: '[data-testid="home-category"]' },
  { kind: 'catalogue (mf-catalog)', path: '/catalog/', ready: '[data-testid="product-group"]' },
  {
    kind: 'product group (mf-catalog, dynamic)',
    path: PRODUCT_GROUP_PATH,
    ready: '[data-testid="product-card"]',
  },
  {
    kind: 'product page (mf-product, dynamic)',
    path: PRODUCT_PAGE_PATH,
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

/**
 * Loads each route kind cold in Chromium and measures the first-load JavaScript (compressed
 * bytes on the wire) and the depth of the request chain until the page's main content shows.
 * Prints a table, writes bench-results/first-load.json, and answers whether every route held
 * the messages of one language only.
 */
export async function benchFirstLoad(origin: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: Result[] = [];
  try {
    for (const route of ROUTES) results.push(await measure(browser, origin, route));
  } finally {
    await browser.close();
  }
  process.stdout.write(`\nFirst load, cold cache, until the main content shows\n`);
  process.stdout.write(`${firstLoadTable(results)}\n`);
  writeBenchResult('first-load', results);
  const multilingual = results.filter((result) => result.messageLanguages.length > 1);
  for (const result of multilingual) {
    process.stderr.write(`✖ ${result.path} loaded messages of ${result.messageLanguages}\n`);
  }
  return multilingual.length === 0;
}

/** One cold load: every request with its initiator, until the route's main content shows. */
async function measure(
  browser: Browser,
  origin: string,
  route: (typeof ROUTES)[number],
): Promise<Result> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recordedRequests = await recordRequests(context, page);
  await page.goto(`${origin}${route.path}`);
  await page.waitForSelector(route.ready);
  const all = recordedRequests();
  const scripts = all.filter((entry) => entry.type === 'Script');
  const messageLanguages = await loadedMessageLanguages(page);
  await context.close();
  return {
    kind: route.kind,
    path: route.path,
    jsKiB: Math.round(scripts.reduce((sum, entry) => sum + entry.bytes, 0) / 102.4) / 10,
    jsRequests: scripts.length,
    requests: all.length,
    chainDepth: chainDepth(all, `${origin}${route.path}`),
    messageLanguages,
  };
}

function firstLoadTable(results: readonly Result[]): string {
  const header = [
    'route kind',
    'path',
    'first-load JS KiB',
    'JS requests',
    'requests',
    'chain depth',
    'message languages',
  ];
  const rows = results.map((result) =>
    [
      result.kind,
      result.path,
      result.jsKiB,
      result.jsRequests,
      result.requests,
      result.chainDepth,
      result.messageLanguages.join(' ') || '-',
    ].map(String),
  );
  return formatTable(header, rows);
}
