import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { publishSecondVersion } from '../support/second-release';
import { PRODUCT_GROUP_PATH } from './bench-pages';
import { writeBenchResult } from './bench-results';
import { startSite } from './site-server';
import { formatTable } from './table';

const REMOTE = 'mf-catalog';
const SWAPS = 5;
/** How long each version stays active while the pages and assets are loaded. */
const DWELL_MS = 2_000;
const TOKEN = `swap-bench-${'0'.repeat(32)}`;

interface Registry {
  readonly remotes: Record<string, { readonly version: string; readonly entry: string }>;
}

interface Manifest {
  readonly metaData: { readonly remoteEntry: { readonly name: string; readonly path: string } };
  readonly exposes: readonly { readonly assets: AssetLists }[];
  readonly shared: readonly { readonly assets: AssetLists }[];
}

interface AssetLists {
  readonly js: { readonly sync: readonly string[]; readonly async: readonly string[] };
  readonly css: { readonly sync: readonly string[]; readonly async: readonly string[] };
}

/**
 * Issue 14 point 9, on the embedded database: while Chromium loads a product group over and
 * over and a loop fetches every asset of the active mf-catalog release, the release api
 * activates a second version of mf-catalog and rolls it back, five times. Prints the failed
 * requests and broken pages (target 0) and how long after each activation the new version was
 * what `/remotes.json` served.
 */
export async function benchReleaseSwap(port: number): Promise<boolean> {
  const site = await startSite(port, undefined, {
    RELEASE_TOKEN: TOKEN,
    RELEASE_TOKEN_OWNER: 'release-swap-bench',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const counts = { pages: 0, brokenPages: 0, requests: 0, failedRequests: 0 };
  const failures: string[] = [];
  const servedAfterMs: number[] = [];
  try {
    const first = (await registry(site.origin)).remotes[REMOTE]?.version ?? '';
    const upload = await publishSecondVersion(site.origin, TOKEN, { remote: REMOTE, mark: 'swap' });
    upload.remove();
    const second = upload.version;
    let running = true;
    const pages = (async () => {
      const page = await browser.newPage();
      page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
      while (running) {
        counts.pages += 1;
        try {
          await page.goto(`${site.origin}${PRODUCT_GROUP_PATH}`);
          await page.locator('[data-testid="product-card"]').first().waitFor({ timeout: 10_000 });
          await page.locator('html[data-shop-interactive]').waitFor({ timeout: 10_000 });
        } catch (error) {
          counts.brokenPages += 1;
          failures.push(`broken page: ${error instanceof Error ? error.message : error}`);
        }
      }
    })();
    const assets = (async () => {
      while (running) {
        for (const url of await activeAssets(site.origin)) {
          counts.requests += 1;
          const response = await fetch(url).catch(() => null);
          if (!response?.ok) {
            counts.failedRequests += 1;
            failures.push(`${response?.status ?? 'no answer'} ${url}`);
          }
          await response?.arrayBuffer();
        }
      }
    })();
    for (let swap = 0; swap < SWAPS; swap += 1) {
      for (const [action, version] of [
        ['activate', second],
        ['rollback', first],
      ] as const) {
        await new Promise((resolve) => setTimeout(resolve, DWELL_MS));
        const startedAt = performance.now();
        const body = action === 'activate' ? { remote: REMOTE, version } : { remote: REMOTE };
        const response = await fetch(`${site.origin}/api/releases/${action}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-release-token': TOKEN },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${action} answered ${response.status}`);
        while ((await registry(site.origin)).remotes[REMOTE]?.version !== version) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        servedAfterMs.push(performance.now() - startedAt);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, DWELL_MS));
    running = false;
    await Promise.all([pages, assets]);
  } finally {
    await browser.close();
    await site.stop();
  }
  const sorted = [...servedAfterMs].sort((a, b) => a - b);
  const rows = [
    ['pages loaded', String(counts.pages), '–'],
    ['broken pages', `${counts.brokenPages}${counts.brokenPages > 0 ? ' ✖' : ''}`, '0'],
    ['asset requests', String(counts.requests), '–'],
    ['failed requests', `${counts.failedRequests}${counts.failedRequests > 0 ? ' ✖' : ''}`, '0'],
    [
      'activation to served, median / max',
      `${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} / ${Math.round(sorted.at(-1) ?? 0)} ms`,
      '–',
    ],
  ];
  process.stdout.write(
    `\nRelease swaps: ${REMOTE} activated and rolled back ${SWAPS} times on the embedded database\n`,
  );
  process.stdout.write(`${formatTable(['measure', 'value', 'target'], rows)}\n`);
  for (const failure of failures.slice(0, 10)) process.stderr.write(`✖ ${failure}\n`);
  writeBenchResult('release-swap', { ...counts, servedAfterMs, failures });
  return counts.brokenPages === 0 && counts.failedRequests === 0;
}

async function registry(origin: string): Promise<Registry> {
  return (await fetch(`${origin}/remotes.json`)).json() as Promise<Registry>;
}

/** Every script and stylesheet the active release of the remote lists, as absolute URLs. */
async function activeAssets(origin: string): Promise<string[]> {
  const version = (await registry(origin)).remotes[REMOTE]?.version;
  if (!version) return [];
  // The registry names the remote entry; the release's manifest is at the top of its folder.
  const manifestUrl = new URL(`/remotes/${REMOTE}/${version}/mf-manifest.json`, origin);
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  const base = new URL('.', manifestUrl);
  const files = new Set<string>([
    `${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`,
  ]);
  for (const { assets } of [...manifest.exposes, ...manifest.shared]) {
    for (const list of [assets.js.sync, assets.js.async, assets.css.sync, assets.css.async]) {
      for (const file of list) files.add(file);
    }
  }
  return [...files].map((file) => new URL(file, base).href);
}
