import {
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  reviewVoteRequestSchema,
  reviewVoteResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../lib/http-errors.js';
import { listReviews, voteOnReview } from './reviews.service.js';

/**
 * `GET /api/product_reviews/?model_id=&page=&size=&sort=` (catalogue §4, §7) and
 * `POST /api/review_votes/`, a logged-in customer's vote on a review (throttled like every
 * public write).
 */
export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/product_reviews/',
    {
      schema: {
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsResponseSchema },
      },
    },
    async (request, reply) => {
      const { model_id, page, size, sort } = request.query;
      // Votes change the counts: a shared cache may keep a page for a short while only.
      reply.header('cache-control', 'public, max-age=30');
      return listReviews(app.db, { modelId: model_id, page, size, sort });
    },
  );
  routes.post(
    '/review_votes/',
    {
      // Before the body is validated, so a caller without a login learns that first (401).
      preValidation: app.authenticate,
      config: { rateLimit: app.writeThrottle('frequent') },
      schema: { body: reviewVoteRequestSchema, response: { 200: reviewVoteResponseSchema } },
    },
    async (request, reply) => {
      const customer = request.authentication?.customer;
      if (!customer) throw new Error('route is missing the authenticate preHandler');
      const { review_id, review_vote, customer_id } = request.body;
      if (customer_id !== undefined && customer_id !== customer.id) {
        throw new ForbiddenError('FORBIDDEN', 'customer_id is not the logged-in customer');
      }
      reply.header('cache-control', 'private, no-store');
      return voteOnReview(app.db, customer.id, review_id, review_vote);
    },
  );
};
