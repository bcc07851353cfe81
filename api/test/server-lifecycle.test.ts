import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IDEMPOTENCY_KEY_HEADER,
  orderResponseSchema,
  placeOrderResponseSchema,
} from '@shop/shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { findSaleCandidates, homeDeliveryForm, stockForSale } from './support/sale-fixtures.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';
import { createTestEnvironment, type TestEnvironment, testBackends } from './support/test-app.js';

// Each start is a fresh process that loads tsx and opens the database (a few seconds).
vi.setConfig({ testTimeout: 60_000 });

/**
 * `DBState` in PostgreSQL's pg_control (src/include/catalog/pg_control.h): an int32 after the
 * system identifier (8 bytes), pg_control_version and catalog_version_no (4 bytes each).
 */
const PG_CONTROL_STATE_OFFSET = 16;
const DB_SHUTDOWNED = 1;
const DB_IN_PRODUCTION = 6;

/** Issue 13 point 8: `npm start` stops cleanly, and a crash loses nothing committed. */
describe.each(testBackends())('the server process on %s', (backend) => {
  let environment: TestEnvironment;
  let config: AppConfig;
  let variantId: number;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    environment = await createTestEnvironment(backend);
    config = { ...environment.config, seedProducts: 20 };
    // Migrated, seeded and one variant stocked here, so that each server start only opens it.
    const app = await buildApp(config);
    try {
      const [candidate] = await findSaleCandidates(app);
      if (!candidate) throw new Error('the seed has no variant for sale');
      variantId = candidate.id;
      await stockForSale(app, [variantId], 5);
    } finally {
      await app.close();
    }
  });
  afterEach(() => {
    for (const server of servers.splice(0)) server.kill();
  });
  afterAll(() => environment?.remove());

  async function start(options: { throughRunner?: boolean } = {}) {
    const server = await startServerProcess(config, options);
    servers.push(server);
    return server;
  }

  const lockPath = () => path.join(config.dataDir, 'pglite.lock');

  /** Whether PGlite's last close was a clean shutdown, from its control file. */
  async function databaseState() {
    const control = await readFile(path.join(config.dataDir, 'pglite', 'global', 'pg_control'));
    return control.readInt32LE(PG_CONTROL_STATE_OFFSET);
  }

  it("closes the database and exits 0 when SIGTERM reaches `npm start`'s runner", async () => {
    const { process: runner, exited } = await start({ throughRunner: true });
    // A container stops its main process alone: the runner must pass the signal on.
    runner.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    if (backend === 'pglite') {
      await expect(readFile(lockPath())).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await databaseState()).toBe(DB_SHUTDOWNED);
    }
  });

  it('keeps an order committed before a SIGKILL, and starts again over the stale lock', async () => {
    const first = await start();
    const placed = await fetch(`${first.origin}/api/orders/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: JSON.stringify({
        country_code: 'fi',
        language_code: 'en',
        lines: [{ variant_id: variantId, amount: 2 }],
        form: homeDeliveryForm('crash@example.com'),
      }),
    });
    const placedBody = await placed.text();
    expect(placed.status, placedBody).toBe(201);
    const { slug, order } = placeOrderResponseSchema.parse(JSON.parse(placedBody));

    first.process.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    if (backend === 'pglite') {
      // A real crash: no clean shutdown, and the lock still names the dead server.
      expect(await databaseState()).toBe(DB_IN_PRODUCTION);
      expect(JSON.parse(await readFile(lockPath(), 'utf8')).pid).toBe(first.process.pid);
    }

    const second = await start();
    const found = await fetch(
      `${second.origin}/api/orders/by-slug/?slug=${encodeURIComponent(slug)}&lang=en`,
    );
    const foundBody = await found.text();
    expect(found.status, foundBody).toBe(200);
    const reread = orderResponseSchema.parse(JSON.parse(foundBody));
    expect(reread.orderNumber).toBe(order.orderNumber);
    expect(reread.lines.map((line) => [line.amount, line.unitPrice])).toEqual([
      [2, order.lines[0]?.unitPrice],
    ]);

    second.process.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });
});
