import { brotliCompressSync, constants } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import LZString from 'lz-string';
import { writeBenchResult } from './bench-results';
import { type BrowserTimings, INTERACTION_TARGET_MS, timeListing } from './catalogue-browser';
import { startSite } from './site-server';
import { formatTable } from './table';

/** Issue 10: the catalogue is measured on 20,000 products. */
export const CATALOGUE_BENCH_PRODUCTS = Number(process.env.CATALOGUE_BENCH_PRODUCTS ?? 20_000);
const DURATION_S = Number(process.env.CATALOGUE_BENCH_SECONDS ?? 10);
const CONNECTIONS = [10, 50] as const;
const BARE_CONSTANT = 'bare Fastify, a constant';
const BARE_SAME_BYTES = 'bare Fastify, the list as a constant';

interface LoadResult {
  readonly target: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
}

interface CatalogueResult {
  readonly browser: BrowserTimings | null;
  readonly products: number;
  readonly largestGroup: {
    readonly path: string;
    readonly cards: number;
    /** The first answer for the group: built from the database, then cached. */
    readonly firstAnswerMs: number;
  };
  readonly jsonKiB: number;
  readonly brotliKiB: number;
  readonly load: readonly LoadResult[];
}

async function load(target: string, url: string, connections: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'br' },
  });
  return {
    target,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The top-level group with the most cards, and its list's GET address. */
async function largestGroup(origin: string) {
  const resources = (await (await fetch(`${origin}/api/resources/?lang=fi`)).json()) as {
    productGroups: { path: string; parentId: number | null }[];
  };
  let largest = { path: '', cards: -1, url: '', firstAnswerMs: 0 };
  for (const group of resources.productGroups.filter((entry) => entry.parentId === null)) {
    const request = { source: 'ProductGroup', slug: group.path, language: 'fi', taxAreaId: 1 };
    const q = LZString.compressToEncodedURIComponent(JSON.stringify(request));
    const url = `${origin}/api/products/productmodellist/?q=${encodeURIComponent(q)}`;
    const startedAt = performance.now();
    const cards = ((await (await fetch(url)).json()) as unknown[]).length;
    const firstAnswerMs = Math.round(performance.now() - startedAt);
    if (cards > largest.cards) largest = { path: group.path, cards, url, firstAnswerMs };
  }
  return largest;
}

/**
 * The catalogue at scale (issue 10): on a fresh 20,000-product catalogue, the product list of
 * the largest group under load at 10 and 50 connections (already asked for once, so cached),
 * beside a bare Fastify answering a constant in the same run, and the bytes that list ships.
 */
export async function benchCatalogue(port: number): Promise<void> {
  process.stdout.write(`\nCatalogue: seeding ${CATALOGUE_BENCH_PRODUCTS} products…\n`);
  const site = await startSite(port, CATALOGUE_BENCH_PRODUCTS);
  const bare = Fastify();
  try {
    const group = await largestGroup(site.origin);
    const json = Buffer.from(
      await (await fetch(group.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const jsonBytes = json.byteLength;
    // What the api sends a browser: Brotli at quality 5 (fetch here would decode it).
    const brotli = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    const brotliBytes = brotli.byteLength;
    // Two references in the same run: a tiny constant, and the list's own bytes as a constant
    // (what moving that answer costs on this machine, the load generator included).
    bare.get('/constant', async () => ({ ok: true }));
    bare.get('/same-bytes', async (_request, reply) =>
      reply.header('content-encoding', 'br').type('application/json').send(brotli),
    );
    const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
    const results: LoadResult[] = [];
    for (const connections of CONNECTIONS) {
      results.push(await load(BARE_CONSTANT, `${bareOrigin}/constant`, connections));
      results.push(await load(BARE_SAME_BYTES, `${bareOrigin}/same-bytes`, connections));
      results.push(await load(`product list /${group.path}/`, group.url, connections));
    }
    const browser = await timeListing(`${site.origin}/${group.path}/`).catch((error: unknown) => {
      process.stderr.write(`✖ the browser timings failed: ${String(error)}\n`);
      return null;
    });
    const result: CatalogueResult = {
      browser,
      products: CATALOGUE_BENCH_PRODUCTS,
      largestGroup: { path: group.path, cards: group.cards, firstAnswerMs: group.firstAnswerMs },
      jsonKiB: Math.round(jsonBytes / 102.4) / 10,
      brotliKiB: Math.round(brotliBytes / 102.4) / 10,
      load: results,
    };
    writeBenchResult('catalogue', result);
    process.stdout.write(
      `Largest group /${group.path}/: ${group.cards} cards, ${result.jsonKiB} KiB of JSON, ` +
        `${result.brotliKiB} KiB with Brotli; first answer (uncached) ${group.firstAnswerMs} ms\n`,
    );
    process.stdout.write(`${loadTable(results)}\n`);
    if (browser) process.stdout.write(`${browserTable(browser)}\n`);
  } finally {
    await bare.close();
    await site.stop();
  }
}

function browserTable(timings: BrowserTimings): string {
  const mark = (ms: number) => `${ms}${ms >= INTERACTION_TARGET_MS ? ' ✖' : ''}`;
  return formatTable(
    ['in Chromium, CPU 4× slower', 'ms'],
    [
      ['navigation to the first grid paint', String(timings.firstGridPaintMs)],
      ['navigation until the page takes input', String(timings.interactiveMs)],
      [`applying a filter (target < ${INTERACTION_TARGET_MS})`, mark(timings.applyFilterMs)],
      [`changing the sort (target < ${INTERACTION_TARGET_MS})`, mark(timings.changeSortMs)],
      [
        `typing in the text filter (target < ${INTERACTION_TARGET_MS})`,
        mark(timings.typeInTextFilterMs),
      ],
    ],
  );
}

function loadTable(results: readonly LoadResult[]): string {
  const reference = (connections: number, target: string) =>
    results.find((entry) => entry.connections === connections && entry.target === target);
  const share = (entry: LoadResult, target: string) => {
    const base = reference(entry.connections, target);
    return base && base.requestsPerSecond > 0
      ? `${Math.round((100 * entry.requestsPerSecond) / base.requestsPerSecond)} %`
      : '-';
  };
  const rows = results.map((entry) => {
    const isList = entry.target.startsWith('product list');
    const misses = isList && entry.connections === 50 && entry.p99Ms >= 10;
    return [
      entry.target,
      String(entry.connections),
      String(entry.requestsPerSecond),
      share(entry, BARE_CONSTANT),
      share(entry, BARE_SAME_BYTES),
      String(entry.p50Ms),
      `${entry.p99Ms}${misses ? ' ✖' : ''}`,
      String(entry.errors),
    ];
  });
  return formatTable(
    [
      'target',
      'connections',
      'requests/s',
      'of a constant',
      'of the same bytes',
      'p50 ms',
      'p99 ms (list: < 10 at 50)',
      'errors',
    ],
    rows,
  );
}
