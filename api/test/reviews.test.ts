import {
  apiErrorSchema,
  customerResponseSchema,
  productReviewsResponseSchema,
  type ReviewVote,
  reviewVoteResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/customers.js';
import { withCustomerTables } from '../src/modules/customers/customers.table.js';
import { voteOnReview } from '../src/modules/reviews/reviews.service.js';
import { demoLoginToken } from './support/sale-fixtures.js';
import { startTestApp, testBackends } from './support/test-app.js';

const REVIEWS_URL = '/api/product_reviews/';
const VOTES_URL = '/api/review_votes/';

describe.each(testBackends())('reviews and review votes on %s (catalogue §4, §7)', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** The public model with the most reviews. */
  let modelId: number;
  let reviewCount: number;
  let token: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend, { writesPerMinute: 10_000 }));
    const row = await app.db
      .selectFrom('reviews as r')
      .innerJoin('product_models as m', 'm.id', 'r.model_id')
      .select((eb) => ['r.model_id', eb.fn.countAll<string | number>().as('count')])
      .where('m.is_public', '=', true)
      .groupBy('r.model_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('r.model_id')
      .executeTakeFirstOrThrow();
    modelId = row.model_id;
    reviewCount = Number(row.count);
    token = await demoLoginToken(app, DEMO_ACCOUNTS[0].email);
  });
  afterAll(() => close?.());

  async function reviews(query: string) {
    const response = await app.inject({ method: 'GET', url: `${REVIEWS_URL}?${query}` });
    return { status: response.statusCode, body: response.json() };
  }

  async function page(query: string) {
    const { status, body } = await reviews(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return productReviewsResponseSchema.parse(body);
  }

  async function vote(body: Record<string, unknown>, bearer: string | null = token) {
    const response = await app.inject({
      method: 'POST',
      url: VOTES_URL,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function voted(body: { review_id: number; review_vote: ReviewVote }, bearer = token) {
    const answer = await vote(body, bearer);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return reviewVoteResponseSchema.parse(answer.body);
  }

  const fieldsOf = (body: unknown) =>
    (apiErrorSchema.parse(body).fields ?? []).map((field) => field.field);

  it('pages a model’s reviews newest first, without overlap, with the count, fit and images', async () => {
    expect(reviewCount).toBeGreaterThan(3);
    const first = await page(`model_id=${modelId}&size=3`);
    const second = await page(`model_id=${modelId}&size=3&page=2`);
    expect(first.count).toBe(reviewCount);
    expect(first.max_pages).toBe(Math.ceil(reviewCount / 3));
    expect(first.results).toHaveLength(3);
    const dates = [...first.results, ...second.results].map((review) => review.created);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set([...first.results, ...second.results].map((review) => review.id));
    expect(ids.size).toBe(first.results.length + second.results.length);
    const all = await page(`model_id=${modelId}&size=100`);
    const sizes = all.results.flatMap((review) => (review.size === null ? [] : [review.size]));
    expect(all.size_average).toBe(
      sizes.length === 0
        ? null
        : Math.round((sizes.reduce((sum, size) => sum + size, 0) / sizes.length) * 10) / 10,
    );
    expect(all.images).toEqual(all.results.flatMap((review) => review.images));
    for (const review of all.results) {
      expect(review.votes_total).toBe(review.votes_up - review.votes_down);
    }
    const past = await page(`model_id=${modelId}&page=${first.max_pages + 1}&size=3`);
    expect(past.results).toEqual([]);
  });

  it('sorts by votes (up minus down) and by stars', async () => {
    const byVotes = await page(`model_id=${modelId}&size=100&sort=votes`);
    const totals = byVotes.results.map((review) => review.votes_total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byStars = await page(`model_id=${modelId}&size=100&sort=stars`);
    const ratings = byStars.results.map((review) => review.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(byStars.results).toHaveLength(reviewCount);
  });

  it('answers bad input with a 400 naming the field, an unknown or hidden model with a 404', async () => {
    for (const [query, field] of [
      ['model_id=abc', 'model_id'],
      ['model_id=2147483648', 'model_id'],
      ['model_id=0', 'model_id'],
      [`model_id=${modelId}&size=0`, 'size'],
      [`model_id=${modelId}&size=101`, 'size'],
      [`model_id=${modelId}&page=1.5`, 'page'],
      [`model_id=${modelId}&sort=best`, 'sort'],
    ] as const) {
      const { status, body } = await reviews(query);
      expect(status, query).toBe(400);
      expect(fieldsOf(body), query).toContain(field);
    }
    expect((await reviews('')).status).toBe(400);
    const unknown = await reviews('model_id=2147483647');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');
    const hidden = await app.db
      .selectFrom('product_models')
      .select('id')
      .where('is_public', '=', false)
      .executeTakeFirst();
    if (hidden) expect((await reviews(`model_id=${hidden.id}`)).status).toBe(404);
  });

  it('counts one vote per customer: the same vote again takes it back, the other replaces it', async () => {
    const [review] = (await page(`model_id=${modelId}&size=1&sort=stars`)).results;
    if (!review) throw new Error('no review');
    const base = { up: review.votes_up, down: review.votes_down };
    const id = review.id;
    await voted({ review_id: id, review_vote: 'null' });
    const cleared = await page(`model_id=${modelId}&size=1&sort=stars`);
    const start = { up: cleared.results[0]?.votes_up ?? 0, down: cleared.results[0]?.votes_down };
    expect(start.up + (start.down ?? 0)).toBeLessThanOrEqual(base.up + base.down);

    const up = await voted({ review_id: id, review_vote: 'up' });
    expect(up).toMatchObject({ vote: 'up', votes_up: start.up + 1, votes_down: start.down });
    const again = await voted({ review_id: id, review_vote: 'up' });
    expect(again).toMatchObject({ vote: null, votes_up: start.up, votes_down: start.down });
    const down = await voted({ review_id: id, review_vote: 'down' });
    expect(down).toMatchObject({
      vote: 'down',
      votes_up: start.up,
      votes_down: (start.down ?? 0) + 1,
    });
    const switched = await voted({ review_id: id, review_vote: 'up' });
    expect(switched).toMatchObject({ vote: 'up', votes_up: start.up + 1, votes_down: start.down });
    expect(switched.votes_total).toBe(switched.votes_up - switched.votes_down);

    const me = await app.inject({
      method: 'GET',
      url: '/api/customer/',
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = customerResponseSchema.parse(me.json()).customer.voted_reviews;
    expect(stored.filter((entry) => entry.id === id)).toEqual([{ id, vote: true }]);

    const back = await voted({ review_id: id, review_vote: 'null' });
    expect(back).toMatchObject({ vote: null, votes_up: start.up, votes_down: start.down });
  });

  it('asks for a login, a known review, the caller’s own id and a known vote', async () => {
    const [review] = (await page(`model_id=${modelId}&size=1`)).results;
    if (!review) throw new Error('no review');
    expect((await vote({ review_id: review.id, review_vote: 'up' }, null)).status).toBe(401);
    const bad = await vote({ review_id: review.id, review_vote: 'maybe' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('review_vote');
    const noId = await vote({ review_id: 'one', review_vote: 'up' });
    expect(noId.status).toBe(400);
    expect(fieldsOf(noId.body)).toContain('review_id');
    const unknown = await vote({ review_id: 2_147_483_647, review_vote: 'up' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('REVIEW_NOT_FOUND');
    const other = await vote({
      review_id: review.id,
      review_vote: 'up',
      customer_id: 2_147_483_647,
    });
    expect(other.status).toBe(403);
  });

  if (backend === 'postgres') {
    it('keeps the counts equal to the customers’ votes under concurrent voting', async () => {
      const [review] = (await page(`model_id=${modelId}&size=1&sort=votes`)).results;
      if (!review) throw new Error('no review');
      const tokens = await Promise.all(
        DEMO_ACCOUNTS.map((account) => demoLoginToken(app, account.email)),
      );
      await Promise.all(
        tokens.map((bearer) => voted({ review_id: review.id, review_vote: 'null' }, bearer)),
      );
      const before = (await page(`model_id=${modelId}&size=1&sort=votes`)).results;
      const start = await app.db
        .selectFrom('reviews')
        .select(['votes_up', 'votes_down'])
        .where('id', '=', review.id)
        .executeTakeFirstOrThrow();
      expect(before).toHaveLength(1);
      // Each customer taps "up" fifteen times at once, over HTTP and straight into the service:
      // each tap turns the customer's last vote around.
      const customerIds = (
        await withCustomerTables(app.db)
          .selectFrom('customers')
          .select('id')
          .where(
            'email',
            'in',
            DEMO_ACCOUNTS.map((account) => account.email),
          )
          .execute()
      ).map((row) => row.id);
      await Promise.all([
        ...Array.from({ length: 28 }, (_, at) =>
          voted({ review_id: review.id, review_vote: 'up' }, tokens[at % tokens.length] ?? token),
        ),
        ...Array.from({ length: 60 }, (_, at) =>
          voteOnReview(app.db, customerIds[at % customerIds.length] ?? 0, review.id, 'up'),
        ),
      ]);
      const after = await app.db
        .selectFrom('reviews')
        .select(['votes_up', 'votes_down'])
        .where('id', '=', review.id)
        .executeTakeFirstOrThrow();
      const customers = await withCustomerTables(app.db)
        .selectFrom('customers')
        .select('voted_reviews')
        .execute();
      const stored = customers.flatMap((row) =>
        row.voted_reviews.filter((entry) => entry.id === review.id),
      );
      const ups = stored.filter((entry) => entry.vote).length;
      const downs = stored.length - ups;
      // Every customer holds at most one vote on it, and the counts moved by exactly those.
      expect(stored.length).toBeLessThanOrEqual(tokens.length);
      expect(after.votes_up - start.votes_up).toBe(ups);
      expect(after.votes_down - start.votes_down).toBe(downs);
    });
  }
});
