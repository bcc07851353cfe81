import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import LZString from 'lz-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';
import { createTestEnvironment, type TestEnvironment } from './support/test-app.js';

/** Distinct list queries the attack sends: half to the list call, half to the page call. */
const QUERIES = 2_000;
const CONCURRENCY = 4;
/**
 * The most the api's resident memory may grow over the attack. Its caches hold at most 24 MiB
 * of encoded answers and 8 MiB of decoded `?q=` requests; measured here, the process (tsx, PGlite,
 * MALLOC_ARENA_MAX=2) grows about 100 MiB over these 2,000 queries and levels off near 150 MiB
 * after 4,000 (V8's heap and libc's slack, not kept answers). Unbounded, it grew 0.88 MiB a
 * query (1.7 GiB over 2,000). The issue's 300 MB for the whole process is not asserted: this
 * development process starts at about 325 MiB before any query.
 */
const GROWTH_LIMIT_MIB = 160;

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kiB = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kiB / 1024;
}

const q = (request: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(request));

// Memory of caches does not depend on the database: PGlite only (the embedded default).
describe('memory under distinct list queries', () => {
  let environment: TestEnvironment;
  let server: ServerProcess;
  let group: string;

  beforeAll(async () => {
    environment = await createTestEnvironment('pglite', { prepared: true });
    // The group with the most cards, read before the server opens the data directory.
    const app = await buildApp(environment.config);
    try {
      const { rows } = await sql<{ path: string }>`
        select g.path from product_model_groups mg join product_groups g on g.id = mg.group_id
        group by g.path order by count(*) desc, g.path limit 1
      `.execute(app.db);
      group = rows[0]?.path ?? '';
    } finally {
      await app.close();
    }
    server = await startServerProcess(environment.config, {
      // One address plays the attacker; its list budget is raised so every query is built. The
      // arena bound is npm start's (README "Configuration").
      env: { LIST_READS_PER_MINUTE: '100000', LOG_LEVEL: 'silent', MALLOC_ARENA_MAX: '2' },
    });
  }, 60_000);
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await environment?.remove();
  });

  it('stays bounded through 2,000 distinct list and page queries', async () => {
    const pid = server.process.pid ?? 0;
    const list = { source: 'ProductGroup', slug: group, language: 'en', taxAreaId: 1 };
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
      const response = await fetch(`${server.origin}${urlOf(QUERIES + n)}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const before = await residentMiB(pid);
    let peak = before;
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < QUERIES) {
        const n = next;
        next += 1;
        const response = await fetch(`${server.origin}${urlOf(n)}`, {
          headers: { 'accept-encoding': 'br' },
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (n % 100 === 0) peak = Math.max(peak, await residentMiB(pid));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const after = await residentMiB(pid);
    peak = Math.max(peak, after);
    expect(Object.fromEntries(statuses)).toEqual({ 200: QUERIES });
    expect(peak - before, `RSS ${before.toFixed(0)} → ${peak.toFixed(0)} MiB`).toBeLessThan(
      GROWTH_LIMIT_MIB,
    );
  }, 60_000);
});
