import { startPaymentRequestSchema, startPaymentResponseSchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { FieldValidationError } from '../../lib/http-errors.js';
import { addPeriodicSweep } from '../../lib/periodic-sweep.js';
import { releaseAbandonedPayments } from './payments.abandonment.js';
import { PAYMENT_RESULTS, SANDBOX_DECISIONS, SANDBOX_RESULTS } from './payments.providers.js';
import { findReportProblem, signedCallbackUrl } from './payments.rules.js';
import {
  pickLanguage,
  renderSandboxPage,
  renderSessionNotFoundPage,
} from './payments.sandbox-page.js';
import {
  findPaymentSession,
  notePageShown,
  settlePayment,
  startPayment,
} from './payments.service.js';

// A payment belongs to one shopper and changes state: no cache may keep any of its answers.
const NO_STORE = 'no-store';

// The provider's page runs no script and loads nothing; its forms post to this site only.
const SANDBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const hex64 = (message: string) => z.string().regex(/^[0-9a-f]{64}$/, message);

/** How often abandoned payments are looked for (a shopper has minutes to reach the page). */
const ABANDONMENT_SWEEP_MS = 60_000;

// Any text is looked up: an id that is not one is an unknown session, with its 404 page.
const sessionParamsSchema = z.object({ session: z.string().max(128) });
const decisionParamsSchema = sessionParamsSchema.extend({ decision: z.enum(SANDBOX_DECISIONS) });

/** What the provider reports back (unix seconds, HMAC-SHA256 in hex). */
const callbackQuerySchema = z.object({
  session: hex64('must be a payment session id'),
  result: z.enum(PAYMENT_RESULTS),
  ts: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a time in unix seconds')
    .transform(Number),
  sig: hex64('must be a signature in hex'),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', NO_STORE)
    .header('content-security-policy', SANDBOX_CSP)
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A session nobody started: the 404 page, in the browser's language as it has no other. */
function sendSessionNotFound(request: FastifyRequest, reply: FastifyReply) {
  const language = pickLanguage(request.headers['accept-language']);
  return sendHtml(reply, 404, renderSessionNotFoundPage(language));
}

/**
 * Payments (issue 8 point 6): `POST /api/payments/` starts paying a pending order; the
 * sandbox provider's page and its decision posts stand in for a real provider, which answers
 * by a signed redirect to `GET /api/payments/callback/`, which settles the payment and sends
 * the shopper to the order's outcome page (platform §2). A sweep ends the holds of payments
 * the shopper abandoned (`isPaymentAbandoned`) before their deadline.
 */
export const paymentsRoutes: FastifyPluginAsync<{ signingSecret: string }> = async (
  app,
  { signingSecret },
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The sandbox page's plain HTML forms post this type (with an empty body): the decision is
  // in the path, so the body is not read. Only this plugin's routes accept it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  routes.post(
    '/payments/',
    {
      schema: {
        body: startPaymentRequestSchema,
        response: { 201: startPaymentResponseSchema },
      },
      config: { rateLimit: app.writeThrottle() },
    },
    async (request, reply) => {
      const response = await startPayment(app.db, request.body);
      return reply.code(201).header('cache-control', NO_STORE).send(response);
    },
  );

  routes.get(
    '/payments/sandbox/:session/',
    // A document: helmet's headers, which the api's routes go without (the policy is its own).
    { schema: { params: sessionParamsSchema }, helmet: {} },
    async (request, reply) => {
      const session = await findPaymentSession(app.db, request.params.session);
      if (!session) return sendSessionNotFound(request, reply);
      // Someone is at the provider's page: the order's hold is not abandoned yet.
      await notePageShown(app.db, session.id);
      return sendHtml(reply, 200, renderSandboxPage(session));
    },
  );

  routes.post(
    '/payments/sandbox/:session/:decision/',
    { schema: { params: decisionParamsSchema }, helmet: {} },
    async (request, reply) => {
      const { session: sessionId, decision } = request.params;
      const session = await findPaymentSession(app.db, sessionId);
      if (!session) return sendSessionNotFound(request, reply);
      const location = signedCallbackUrl(
        signingSecret,
        session.id,
        SANDBOX_RESULTS[decision],
        new Date(),
      );
      return reply.header('cache-control', NO_STORE).redirect(location, 303);
    },
  );

  routes.get(
    '/payments/callback/',
    { schema: { querystring: callbackQuerySchema } },
    async (request, reply) => {
      const problem = findReportProblem(signingSecret, request.query, new Date());
      if (problem) {
        // A forged, altered or replayed report: worth a look in the log.
        request.log.warn(
          { session: request.query.session, field: problem.field },
          'payment callback refused',
        );
        throw new FieldValidationError([problem]);
      }
      const location = await settlePayment(app.db, request.query);
      return reply.header('cache-control', NO_STORE).redirect(location, 303);
    },
  );

  addPeriodicSweep(app, {
    everyMs: ABANDONMENT_SWEEP_MS,
    failure: 'releasing abandoned payments failed',
    task: () => releaseAbandonedPayments(app.db),
  });
};
