/**
 * The recommendation calls (catalogue §7 "Recommendation service"): the strategy request whose
 * ids order a category's products, and the product views it learns from.
 */
import * as z from '@shop/shared-contracts/zod';
import { MAX_ID } from './ids.js';
import { RECOMMENDATION_STRATEGIES, VISITOR_ID_PATTERN } from './recommendation-constants.js';

export * from './recommendation-constants.js';

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

const strategySchema = z.enum(RECOMMENDATION_STRATEGIES, {
  error: `must be one of ${RECOMMENDATION_STRATEGIES.join(', ')}`,
});
/** A category's breadcrumb path (`alpine-skiing/skis`). */
const categoryPathSchema = text(300).transform((path) =>
  path.replace(/^\/+|\/+$/g, '').toLowerCase(),
);

/** `GET /api/recommendations/strategy/` query: the strategy request, flattened into a query. */
export const recommendationQuerySchema = z.object({
  method: z.literal('sort', { error: 'must be sort' }),
  origin: text(100),
  strategy: strategySchema,
  path: categoryPathSchema,
  cookie_id: z.string().regex(VISITOR_ID_PATTERN, 'must be a visitor id').optional(),
});
export type RecommendationQuery = z.input<typeof recommendationQuerySchema>;

/** The category's model ids, most recommended first. */
export const recommendationResponseSchema = z.object({ ids: z.array(z.number().int()) });
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

/**
 * A list request's order by a strategy (catalogue §7): the api puts the category's models in the
 * order the strategy request answers for them, so the request stays a few bytes long however
 * many models the category ranks (sending the ids themselves would not fit a cacheable URL).
 */
export const recommendationOrderSchema = z.object({
  strategy: strategySchema,
  path: categoryPathSchema,
});
export type RecommendationOrder = z.input<typeof recommendationOrderSchema>;

/** `POST /api/recommendations/views/` body: a product page was shown. */
export const productViewRequestSchema = z.object({
  model_id: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(MAX_ID, 'is too large'),
});
export type ProductViewRequest = z.infer<typeof productViewRequestSchema>;
