import {
  corporateInfoRequestSchema,
  formSubmissionResponseSchema,
  newsletterConfirmRequestSchema,
  newsletterConfirmResponseSchema,
  newsletterSubscriptionSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addPeriodicSweep } from '../../lib/periodic-sweep.js';
import { saveCorporateInfoRequest } from './forms.repository.js';
import {
  confirmNewsletter,
  deleteLapsedNewsletterSignUps,
  subscribeNewsletter,
} from './newsletter.service.js';

// A form answer concerns one visitor's submission: never cached.
const PRIVATE = 'private, no-store';

/** Lapsed newsletter sign-ups are deleted hourly, the first time a minute after start. */
const LAPSED_SIGN_UP_SWEEP_MS = 60 * 60_000;
const FIRST_LAPSED_SIGN_UP_SWEEP_MS = 60_000;

/**
 * `POST /api/corporate-info-request/`, `POST /api/newsletter-subscription/` and its
 * `confirm/` (the emailed link of the double opt-in): public forms, throttled per address like
 * the other writes. Sign-ups nobody confirmed are deleted a week after their link expired.
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
  routes.post(
    '/newsletter-subscription/confirm/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: newsletterConfirmRequestSchema,
        response: { 200: newsletterConfirmResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await confirmNewsletter(app.db, request.body.token);
      return reply.header('cache-control', PRIVATE).send(result);
    },
  );
  addPeriodicSweep(app, {
    everyMs: LAPSED_SIGN_UP_SWEEP_MS,
    firstAfterMs: FIRST_LAPSED_SIGN_UP_SWEEP_MS,
    failure: 'deleting lapsed newsletter sign-ups failed',
    task: async () => {
      const deleted = await deleteLapsedNewsletterSignUps(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'lapsed newsletter sign-ups deleted');
    },
  });
};
