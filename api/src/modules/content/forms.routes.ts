import {
  corporateInfoRequestSchema,
  formSubmissionResponseSchema,
  newsletterSubscriptionSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveCorporateInfoRequest, subscribeNewsletter } from './forms.repository.js';

// A form answer concerns one visitor's submission: never cached.
const PRIVATE = 'private, no-store';

/**
 * `POST /api/corporate-info-request/` and `POST /api/newsletter-subscription/`: public forms,
 * throttled per address like the other writes.
 */
export const formsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/corporate-info-request/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: corporateInfoRequestSchema,
        response: { 201: formSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await saveCorporateInfoRequest(app.db, request.body);
      request.log.info({ company: request.body.companyName }, 'corporate info request received');
      return reply.code(201).header('cache-control', PRIVATE).send(result);
    },
  );
  routes.post(
    '/newsletter-subscription/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: newsletterSubscriptionSchema,
        response: { 201: formSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await subscribeNewsletter(app.db, request.body);
      return reply.code(201).header('cache-control', PRIVATE).send(result);
    },
  );
};
