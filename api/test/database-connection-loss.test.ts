import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlacementTables } from '../src/modules/orders/orders.table.js';
import {
  findSaleCandidates,
  homeDeliveryForm,
  stockForSale,
  webStock,
} from './support/sale-fixtures.js';
import { startTestApp } from './support/test-app.js';

// A restarted, failed-over or administratively ended PostgreSQL backend must not end the api:
// the requests it held fail with a 503, and the next ones get new connections.

const STOCK = 40;
const WORKERS = 6;

describe.runIf(process.env.DATABASE_URL)('losing the database connections on postgres', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let databaseUrl: string;
  let variants: number[] = [];
  let models: number[] = [];

  beforeAll(async () => {
    let config: { databaseUrl?: string | undefined };
    ({ app, close, config } = await startTestApp('postgres'));
    databaseUrl = config.databaseUrl ?? '';
    variants = (await findSaleCandidates(app)).slice(0, 4).map((candidate) => candidate.id);
    await stockForSale(app, variants, STOCK);
    const rows = await app.db
      .selectFrom('variants')
      .select('model_id')
      .where('id', 'in', variants)
      .execute();
    models = rows.map((row) => row.model_id);
  });

  /** A read the database answers each time: a page of a model's reviews. */
  function readReviews(index: number) {
    return app.inject(`/api/product_reviews/?model_id=${models[index % models.length]}&page=1`);
  }
  afterAll(() => close?.());

  /** Ends every backend of the test database but the one asking, as an operator would. */
  async function terminateConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  let buyers = 0;
  function placeOrder(variantId: number) {
    buyers += 1;
    return app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        country_code: 'fi',
        language_code: 'en',
        lines: [{ variant_id: variantId, amount: 1 }],
        form: homeDeliveryForm(`connection-loss-${buyers}@example.com`),
      },
    });
  }

  it('answers 503 for what it held, lives on, and answers again within 2 s', async () => {
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    let running = true;
    const load = Array.from({ length: WORKERS }, async (_, worker) => {
      for (let round = 0; running; round += 1) {
        const variant = variants[(worker + round) % variants.length] ?? 0;
        const [order, reviews] = await Promise.all([placeOrder(variant), readReviews(round)]);
        count(order.statusCode);
        count(reviews.statusCode);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await terminateConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await terminateConnections();
    const terminatedAt = Date.now();
    // Answering again: a read and an order, both from new connections.
    let answeredAt: number | undefined;
    while (Date.now() - terminatedAt < 2_000) {
      const probe = await readReviews(0);
      if (probe.statusCode === 200) {
        answeredAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running = false;
    await Promise.all(load);
    expect(answeredAt, 'the api answered again within 2 s').toBeDefined();
    expect((await placeOrder(variants[0] ?? 0)).statusCode).toBe(201);
    // Only successes and the connection's 503s: no 500 (nothing else went wrong).
    expect(
      [...statuses.keys()].filter((status) => status !== 201 && status !== 200 && status !== 503),
    ).toEqual([]);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
  }, 30_000);

  it('keeps every order whole: the stock each took is held for it, no more, no less', async () => {
    const tables = withPlacementTables(app.db);
    for (const variant of variants) {
      const held = await tables
        .selectFrom('stock_reservations')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('amount'))
        .where('variant_id', '=', variant)
        .where('state', '=', 'held')
        .executeTakeFirstOrThrow();
      expect(STOCK - (await webStock(app, variant)), `variant ${variant}`).toBe(
        Number(held.amount),
      );
    }
    const orphans = await tables
      .selectFrom('orders as o')
      .select('o.id')
      .where('o.email', 'like', 'connection-loss-%')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('stock_reservations as r')
              .select('r.id')
              .whereRef('r.order_id', '=', 'o.id'),
          ),
        ),
      )
      .execute();
    expect(orphans).toEqual([]);
  });
});
