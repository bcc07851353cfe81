import { setTimeout as delay } from 'node:timers/promises';
import {
  acceptedResponseSchema,
  activateAccountRequestSchema,
  activateAccountResponseSchema,
  askRequestSchema,
  askResponseSchema,
  deleteAccountConfirmRequestSchema,
  deleteAccountRequestResponseSchema,
  deleteAccountRequestSchema,
  languageQuerySchema,
  outboxQuerySchema,
  outboxResponseSchema,
  passwordResetConfirmRequestSchema,
  passwordResetConfirmResponseSchema,
  passwordResetEmailRequestSchema,
  stopRemindersRequestSchema,
  wishlistResponseSchema,
  wishlistToggleRequestSchema,
  wishlistToggleResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../lib/http-errors.js';
import type { Authentication } from '../../plugins/authentication.js';
import { deleteAccount, requestAccountDeletion } from './account-deletion.service.js';
import { activateAccount } from './activation.service.js';
import { listOutbox } from './outbox.js';
import { resetPassword, sendPasswordResetEmail } from './password-reset.service.js';
import { saveQuestion } from './questions.service.js';
import { stopReminders } from './reminders.service.js';
import { listWishlistModels } from './wishlist.repository.js';
import { toggleWishlistModel } from './wishlist.service.js';

/**
 * The least time a reset request takes to answer: longer than mailing a link takes, so an
 * address with an account (found, link issued, email queued) answers as fast as one without.
 */
const RESET_ANSWER_FLOOR_MS = 150;

// Account answers are personal: no cache may keep them.
const PRIVATE = 'private, no-store';
const OK = { ok: true } as const;

function authenticationOf(request: FastifyRequest): Authentication {
  if (!request.authentication) throw new Error('route is missing the authenticate preHandler');
  return request.authentication;
}

function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.header('cache-control', PRIVATE);
  done();
}

/** The account flows under `/api`: password reset, activation, deletion, reminders, ask, wishlist. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', noStore);

  // Every form here is public (or mails someone): throttled per address like the other writes.
  // Platform §7: sent without authorization; the same answer whether the account exists or not.
  routes.post(
    '/customer/password/reset_email/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: { body: passwordResetEmailRequestSchema, response: { 200: acceptedResponseSchema } },
    },
    async (request) => {
      // Known and unknown addresses answer after the same floor, so the time tells nothing.
      await Promise.all([
        sendPasswordResetEmail(app.db, request.body),
        delay(RESET_ANSWER_FLOOR_MS),
      ]);
      return OK;
    },
  );
  routes.post(
    '/customer/password/reset/confirm/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: passwordResetConfirmRequestSchema,
        response: { 200: passwordResetConfirmResponseSchema },
      },
    },
    (request) => resetPassword(app.db, request.body),
  );
  routes.post(
    '/customer/activate/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: activateAccountRequestSchema,
        response: { 200: activateAccountResponseSchema },
      },
    },
    (request) => activateAccount(app.db, request.body.token),
  );
  routes.post(
    '/customer/delete_account/request/',
    {
      config: { rateLimit: app.writeThrottle() },
      preHandler: app.authenticate,
      schema: {
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountRequestResponseSchema },
      },
    },
    (request) =>
      requestAccountDeletion(app.db, authenticationOf(request).customer, request.body.lang),
  );
  // No login needed: the emailed link is the proof, and it may be opened on another device.
  routes.post(
    '/customer/delete_account/confirm/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: deleteAccountConfirmRequestSchema,
        response: { 200: acceptedResponseSchema },
      },
    },
    async (request) => {
      await deleteAccount(app.db, request.body.token);
      return OK;
    },
  );
  routes.post(
    '/customer/stop_reminders/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: { body: stopRemindersRequestSchema, response: { 200: acceptedResponseSchema } },
    },
    async (request) => {
      await stopReminders(app.db, request.body);
      return OK;
    },
  );
  routes.post(
    '/ask/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: { body: askRequestSchema, response: { 201: askResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await saveQuestion(app.db, request.body, app.limits)),
  );
  routes.get(
    '/customer/wishlist/',
    {
      preHandler: app.authenticate,
      schema: { querystring: languageQuerySchema, response: { 200: wishlistResponseSchema } },
    },
    (request) =>
      listWishlistModels(
        app.db,
        authenticationOf(request).customer.wishlist_model_ids,
        request.query.lang,
      ),
  );
  // Catalogue §4 Wishlist toggle: a guest gets the 401 before the body is looked at.
  routes.post(
    '/customer/wishlist_toggle/',
    {
      preValidation: app.authenticate,
      config: { rateLimit: app.writeThrottle('frequent') },
      schema: {
        body: wishlistToggleRequestSchema,
        response: { 200: wishlistToggleResponseSchema },
      },
    },
    (request) =>
      toggleWishlistModel(app.db, authenticationOf(request).customer.id, request.body.model_id),
  );
  // Admins only: the outbox holds live reset links, so nobody else may read it.
  routes.get(
    '/customer/admin/outbox/',
    {
      preHandler: app.authenticate,
      schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
    },
    (request) => {
      if (!authenticationOf(request).customer.is_admin) {
        throw new ForbiddenError('ADMIN_ONLY', 'Only admins may read the outbox.');
      }
      return listOutbox(app.db, request.query.to);
    },
  );
};
