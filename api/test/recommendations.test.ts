import { apiErrorSchema, recommendationResponseSchema } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationTables } from '../src/modules/recommendations/recommendations.repository.js';
import {
  createRankings,
  recommendationOrder,
} from '../src/modules/recommendations/recommendations.service.js';
import { startTestApp, testBackends } from './support/test-app.js';

// Catalogue §7: the recommendation service orders a category's products from recent views and
// sales; product pages count their views.
describe.each(testBackends())('recommendations on %s', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend, { writesPerMinute: 1000 }));
  });
  afterAll(() => close?.());

  const strategy = (query: string) =>
    app.inject({ method: 'GET', url: `/api/recommendations/strategy/?${query}` });
  const view = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/recommendations/views/',
      payload: payload as Record<string, unknown>,
    });

  /** A leaf group with at least three public models, its path and the default order. */
  async function leafGroup() {
    const row = await app.db
      .selectFrom('product_model_groups as mg')
      .innerJoin('product_groups as g', 'g.id', 'mg.group_id')
      .innerJoin('product_models as m', 'm.id', 'mg.model_id')
      .select(['g.path'])
      .where('g.depth', '=', 3)
      .where('m.is_public', '=', true)
      .where('m.campaign_only', '=', false)
      .groupBy('g.path')
      .having((eb) => eb.fn.countAll(), '>=', 3)
      .orderBy('g.path')
      .executeTakeFirstOrThrow();
    // Ranked here, not through the route, whose answer is then kept for a minute.
    const { ids } = await recommendationOrder(rankedDb(), row.path);
    return { path: row.path, ids };
  }

  const rankedDb = () => app.db as unknown as Kysely<RecommendationTables>;

  const viewsOf = (modelId: number) =>
    app.db
      .selectFrom(sql`product_view_days`.as('v'))
      .select(sql<number>`coalesce(sum(views), 0)::integer`.as('views'))
      .where(sql.ref('model_id'), '=', modelId)
      .executeTakeFirstOrThrow()
      .then((row) => row.views);

  it('ranks a category by recent views and sales; the others keep their order', async () => {
    const { path, ids } = await leafGroup();
    const last = ids.at(-1);
    if (last === undefined) throw new Error('no models');
    // More views today than any model's recent sales and views weigh.
    expect((await view({ model_id: last })).statusCode).toBe(204);
    await sql`update product_view_days set views = 100000 where model_id = ${last}`.execute(app.db);
    const response = await strategy(
      `method=sort&origin=category&strategy=sort-product-group&path=/${path.toUpperCase()}/&cookie_id=visitor-12345678`,
    );
    const ranked = recommendationResponseSchema.parse(response.json()).ids;
    expect(ranked[0]).toBe(last);
    expect(ranked.slice(1)).toEqual(ids.filter((id) => id !== last));
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('keeps a category’s ranking a minute, for the strategy and the lists alike', async () => {
    const { path, ids } = await leafGroup();
    let now = 0;
    const rankings = createRankings(rankedDb(), { now: () => now });
    expect((await rankings.of(path)).ids).toEqual(ids);
    const second = ids[1];
    if (second === undefined) throw new Error('no models');
    expect((await view({ model_id: second })).statusCode).toBe(204);
    await sql`update product_view_days set views = 200000 where model_id = ${second}`.execute(
      app.db,
    );
    now = 59_000;
    expect((await rankings.of(path)).ids).toEqual(ids);
    now = 61_000;
    expect((await rankings.of(path)).ids[0]).toBe(second);
  });

  it('counts every one of many views sent at once', async () => {
    const { ids } = await leafGroup();
    const modelId = ids[0];
    if (modelId === undefined) throw new Error('no models');
    const before = await viewsOf(modelId);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => view({ model_id: modelId })),
    );
    expect(answers.every((answer) => answer.statusCode === 204)).toBe(true);
    expect(await viewsOf(modelId)).toBe(before + 40);
  });

  it('answers 400 naming the field, and 404 for an unknown group or model', async () => {
    const fieldOf = async (response: Awaited<ReturnType<typeof strategy>>) => {
      expect(response.statusCode).toBe(400);
      return apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.field);
    };
    expect(
      await fieldOf(await strategy('method=sort&origin=category&strategy=sort-product-group')),
    ).toContain('path');
    expect(
      await fieldOf(await strategy('method=sort&origin=category&strategy=random&path=skis')),
    ).toContain('strategy');
    expect(
      await fieldOf(
        await strategy(
          'method=sort&origin=category&strategy=sort-product-group&path=skis&cookie_id=%3Cx%3E',
        ),
      ),
    ).toContain('cookie_id');
    expect(await fieldOf(await view({ model_id: 'one' }))).toContain('model_id');
    expect(await fieldOf(await view({ model_id: 2_147_483_648 }))).toContain('model_id');
    expect(
      (await strategy('method=sort&origin=category&strategy=sort-product-group&path=no/such/group'))
        .statusCode,
    ).toBe(404);
    expect((await view({ model_id: 999_999 })).statusCode).toBe(404);
  });
});

describe('the view counter is throttled', () => {
  it('answers 429 past the budget of frequent writes', async () => {
    const { app, close } = await startTestApp('pglite', { writesPerMinute: 1 });
    try {
      const statuses: number[] = [];
      for (let count = 0; count < 5; count += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/recommendations/views/',
          payload: { model_id: 999_999 },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429]);
    } finally {
      await close();
    }
  });
});
