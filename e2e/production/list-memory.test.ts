import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import LZString from 'lz-string';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_GROUP_PATH } from '../bench/bench-pages';
import { API_HEAP_FLAG, type Site, startSite } from '../bench/site-server';

// The compiled api as `npm start` runs it, attacked with distinct list queries (each one a list
// the api builds and may cache): its caches are bounded in bytes, so its memory must level off
// under the bound below, on the embedded database and, with DATABASE_URL, on PostgreSQL.

/** Distinct list queries the attack sends: half to the list call, half to the page call. */
const QUERIES = 2_000;
const CONCURRENCY = 4;
/**
 * The api's resident memory at any time of the attack, at most: on PostgreSQL, and with the
 * embedded database, whose memory (its WebAssembly heap and buffers, some 140 MiB) is the api's.
 */
const RESIDENT_LIMIT_MIB: Record<string, number> = { postgres: 300, pglite: 400 };
/** The most its memory may grow over the attack (unbounded, it grew 0.88 MiB a query). */
const GROWTH_LIMIT_MIB = 120;
const PORT = Number(process.env.E2E_MEMORY_PORT ?? 8197);
// The catalogue of `npm start`: the lists are as long as a shopper's.
const SEED_PRODUCTS = 2_000;

const q = (request: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(request));

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_memory_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

const backends = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const REPOSITORY = join(import.meta.dirname, '..', '..');

it('runs the api with the heap ceiling of `npm start` and the api start script', () => {
  expect(readFileSync(join(REPOSITORY, 'scripts', 'run.mjs'), 'utf8')).toContain(
    `API_HEAP_FLAG = '${API_HEAP_FLAG}'`,
  );
  const api = JSON.parse(readFileSync(join(REPOSITORY, 'api', 'package.json'), 'utf8'));
  expect(api.scripts.start).toContain(` ${API_HEAP_FLAG} dist/server.js`);
});

describe.each(backends)('the compiled api under distinct list queries on %s', (backend) => {
  let site: Site;
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

  beforeAll(async () => {
    if (backend === 'postgres') database = await createDatabase(process.env.DATABASE_URL ?? '');
    site = await startSite(PORT, SEED_PRODUCTS, {
      // One address plays the attacker; its list budget is raised so every query is built.
      LIST_READS_PER_MINUTE: '1000000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  it(`stays under its bound through ${QUERIES} distinct list and page queries`, async () => {
    const slug = PRODUCT_GROUP_PATH.replaceAll('/', '');
    const list = { source: 'ProductGroup', slug, language: 'en', taxAreaId: 1 };
    const urlOf = (n: number) =>
      n % 2 === 0
        ? `/api/products/productmodellist/?q=${q({ ...list, sortIds: [n] })}`
        : `/api/products/productmodellist/page/?q=${q({
            list,
            filter: `price=${n}-${n + 5000}`,
            limit: 24,
          })}`;
    // Warm: the whole list read and every module loaded before the baseline.
    for (let n = 0; n < 20; n += 1) {
      const response = await fetch(`${site.origin}${urlOf(QUERIES + n)}`);
      expect(response.status, await response.text()).toBe(200);
    }
    const before = site.residentMiB();
    let peak = before;
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < QUERIES) {
        const n = next;
        next += 1;
        const response = await fetch(`${site.origin}${urlOf(n)}`, {
          headers: { 'accept-encoding': 'br' },
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (n % 50 === 0) peak = Math.max(peak, site.residentMiB());
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    peak = Math.max(peak, site.residentMiB());
    const said = `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB`;
    process.stdout.write(`${backend}: ${said}\n`);
    expect(Object.fromEntries(statuses)).toEqual({ 200: QUERIES });
    expect(peak, said).toBeLessThan(RESIDENT_LIMIT_MIB[backend] ?? 0);
    expect(peak - before, said).toBeLessThan(GROWTH_LIMIT_MIB);
  }, 240_000);
});
