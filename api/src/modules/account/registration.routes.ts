import { registrationRequestSchema, registrationResponseSchema } from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { joinClub } from './registration.service.js';

/**
 * `POST /api/customer/register/` (issue 12): joining the club, without authorization. 202 with
 * the address for every valid request, whether or not it has an account; throttled per client
 * like the other public forms.
 */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/customer/register/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: { body: registrationRequestSchema, response: { 202: registrationResponseSchema } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .header('cache-control', 'private, no-store')
        .send(await joinClub(app.db, request.body)),
  );
};
