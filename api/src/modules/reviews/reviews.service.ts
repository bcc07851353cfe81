import type {
  ProductReviewsResponse,
  Review,
  ReviewSort,
  ReviewVote,
  ReviewVoteResponse,
} from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { type StoredVote, withCustomerTables } from '../customers/customers.table.js';

/** Catalogue §8: the message of an unknown product. */
const PRODUCT_NOT_FOUND = 'Product not found';
const REVIEW_NOT_FOUND = 'Review not found';

export interface ReviewPageQuery {
  readonly modelId: number;
  readonly page: number;
  readonly size: number;
  readonly sort: ReviewSort;
}

/**
 * A page of a public model's reviews in one of the review orders (catalogue §4): newest first,
 * most helpful (up minus down) or most stars, ties newest first then by id so pages never
 * overlap; with the page count, the count, the fit average and every review image of the model.
 * 404 for a model that does not exist or is not public.
 */
export async function listReviews(
  db: Kysely<Database>,
  { modelId, page, size, sort }: ReviewPageQuery,
): Promise<ProductReviewsResponse> {
  const model = await db
    .selectFrom('product_models')
    .select('is_public')
    .where('id', '=', modelId)
    .executeTakeFirst();
  if (!model?.is_public) throw new NotFoundError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);

  const summary = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.avg<string | number | null>('size').as('size_average'),
    ])
    .where('model_id', '=', modelId)
    .executeTakeFirstOrThrow();
  const count = Number(summary.count);

  let ordered = db.selectFrom('reviews').selectAll().where('model_id', '=', modelId);
  if (sort === 'votes') ordered = ordered.orderBy(sql`votes_up - votes_down`, 'desc');
  if (sort === 'stars') ordered = ordered.orderBy('rating', 'desc');
  const rows = await ordered
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();

  const withImages = await db
    .selectFrom('reviews')
    .select('images')
    .where('model_id', '=', modelId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

  return {
    results: rows.map(
      (row): Review => ({
        id: row.id,
        created: new Date(row.created_at).toISOString(),
        rating: row.rating,
        visible_name: row.visible_name,
        comment: row.comment,
        size: row.size,
        language: row.language,
        images: row.images,
        votes_up: row.votes_up,
        votes_down: row.votes_down,
        votes_total: row.votes_up - row.votes_down,
      }),
    ),
    max_pages: Math.ceil(count / size),
    images: withImages.flatMap((row) => row.images),
    count,
    size_average:
      summary.size_average === null ? null : Math.round(Number(summary.size_average) * 10) / 10,
  };
}

/**
 * A customer's vote on a review (catalogue §4 Review vote): one vote per customer and review,
 * the same vote again (or `null`) takes it back, the other vote replaces it. One transaction:
 * the customer's row is locked, so two votes of one customer apply one after the other, and the
 * review's counts move by the difference, so votes of different customers never overwrite each
 * other's.
 */
export async function voteOnReview(
  db: Kysely<Database>,
  customerId: number,
  reviewId: number,
  wanted: ReviewVote,
): Promise<ReviewVoteResponse> {
  return withCustomerTables(db)
    .transaction()
    .execute(async (trx) => {
      const customer = await trx
        .selectFrom('customers')
        .select('voted_reviews')
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const exists = await trx
        .selectFrom('reviews')
        .select('id')
        .where('id', '=', reviewId)
        .executeTakeFirst();
      if (!exists) throw new NotFoundError('REVIEW_NOT_FOUND', REVIEW_NOT_FOUND);

      const votes: StoredVote[] = customer.voted_reviews;
      const previous = votes.find((vote) => vote.id === reviewId);
      const before = previous ? (previous.vote ? 'up' : 'down') : null;
      const after = wanted === 'null' || wanted === before ? null : wanted;
      const count = (side: 'up' | 'down') => (after === side ? 1 : 0) - (before === side ? 1 : 0);

      const review = await trx
        .updateTable('reviews')
        .set((eb) => ({
          votes_up: eb('votes_up', '+', count('up')),
          votes_down: eb('votes_down', '+', count('down')),
        }))
        .where('id', '=', reviewId)
        .returning(['votes_up', 'votes_down'])
        .executeTakeFirstOrThrow();
      const others = votes.filter((vote) => vote.id !== reviewId);
      const next = after === null ? others : [...others, { id: reviewId, vote: after === 'up' }];
      await trx
        .updateTable('customers')
        .set({ voted_reviews: JSON.stringify(next) })
        .where('id', '=', customerId)
        .execute();
      return {
        review_id: reviewId,
        vote: after,
        votes_up: review.votes_up,
        votes_down: review.votes_down,
        votes_total: review.votes_up - review.votes_down,
      };
    });
}
