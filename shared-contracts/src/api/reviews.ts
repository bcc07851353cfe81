/**
 * Review calls (catalogue §4 Reviews and Review vote, §7): a model's reviews a page at a time,
 * and a logged-in customer's vote on one. Ratings are 0–10 (five stars in halves), sizes the fit
 * scale 2–10 (6 is regular).
 */
import * as z from '@shop/shared-contracts/zod';
import { MAX_ID } from './ids.js';
import {
  MAX_REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  REVIEW_VOTES,
  type ReviewSort,
} from './review-constants.js';

/** The largest id a 32-bit integer column holds; larger ids name nothing. */

/** A whole number from the query string. */
const queryNumber = () =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');

/** `GET /api/product_reviews/` query: `model_id`, `page` (from 1), `size` (per page), `sort`. */
export const productReviewsQuerySchema = z.object({
  model_id: queryNumber().positive('must be an id').max(MAX_ID, 'is not a known id'),
  page: queryNumber().min(1, 'must be at least 1').max(100_000, 'is too large').default(1),
  size: queryNumber()
    .min(1, 'must be at least 1')
    .max(MAX_REVIEW_PAGE_SIZE, `must be at most ${MAX_REVIEW_PAGE_SIZE}`)
    .default(REVIEW_PAGE_SIZE),
  sort: z.enum(REVIEW_SORTS, { error: 'must be date, votes or stars' }).default('date'),
});
/** What the client sends; the schema parses the same keys from the query string. */
export interface ProductReviewsQuery {
  readonly model_id: number;
  readonly page?: number;
  readonly size?: number;
  readonly sort?: ReviewSort;
}

/** One review (catalogue §3 Review). */
export const reviewSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  created: z.string(),
  /** 0–10: five stars in halves. */
  rating: z.number().int(),
  visible_name: z.string(),
  comment: z.string(),
  /** The fit: 2 distinctly smaller … 6 regular … 10 distinctly larger; null when not told. */
  size: z.number().int().nullable(),
  /** The language the review was written in. */
  language: z.string(),
  images: z.array(z.string()),
  votes_up: z.number().int(),
  votes_down: z.number().int(),
  /** Up minus down: the helpfulness the `votes` order sorts by. */
  votes_total: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /api/product_reviews/` answer: one page, the page count and the model's review images. */
export const productReviewsResponseSchema = z.object({
  results: z.array(reviewSchema),
  max_pages: z.number().int(),
  /** Every review's images of the model, newest review first. */
  images: z.array(z.string()),
  /** The model's reviews in all. */
  count: z.number().int(),
  /** The average of the reviews' fit (2–10), one decimal; null when no review tells it. */
  size_average: z.number().nullable(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

/** `POST /api/review_votes/` body (catalogue §4 Review vote, §7). */
export const reviewVoteRequestSchema = z.object({
  review_id: z
    .number({ error: 'must be a review id' })
    .int('must be a whole number')
    .positive('must be an id')
    .max(MAX_ID, 'is not a known id'),
  review_vote: z.enum(REVIEW_VOTES, { error: "must be 'up', 'down' or 'null'" }),
  /** Optional; when sent it must be the logged-in customer's id. */
  customer_id: z
    .number({ error: 'must be a customer id' })
    .int('must be a whole number')
    .positive('must be an id')
    .max(MAX_ID, 'is not a known id')
    .optional(),
});
export type ReviewVoteRequest = z.infer<typeof reviewVoteRequestSchema>;

/** The review's counts after the vote, and the customer's vote on it now (null: none). */
export const reviewVoteResponseSchema = z.object({
  review_id: z.number().int(),
  vote: z.enum(['up', 'down']).nullable(),
  votes_up: z.number().int(),
  votes_down: z.number().int(),
  votes_total: z.number().int(),
});
export type ReviewVoteResponse = z.infer<typeof reviewVoteResponseSchema>;
