import {
  validateGiftCampaignCodeRequestSchema,
  validateGiftCampaignCodeResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validateGiftCampaignCode } from './gift-campaigns.service.js';

/**
 * `POST /api/giftcampaigns/validate_code/` (catalogue §7). Throttled per client like the other
 * public writes: codes are short, and an unthrottled answer would let anyone try them all.
 */
export const giftCampaignsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/giftcampaigns/validate_code/',
    {
      config: { rateLimit: app.writeThrottle() },
      schema: {
        body: validateGiftCampaignCodeRequestSchema,
        response: { 200: validateGiftCampaignCodeResponseSchema },
      },
    },
    (request) => validateGiftCampaignCode(app.db, request.body),
  );
};
