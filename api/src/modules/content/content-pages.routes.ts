import {
  CAMPAIGN_NOT_FOUND,
  contentLanguageQuerySchema,
  contentSlugQuerySchema,
  experienceProductsQuerySchema,
  experienceProductsResponseSchema,
  experienceResponseSchema,
  experiencesResponseSchema,
  faqResponseSchema,
  giftCampaignCategoryResponseSchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/http-errors.js';
import {
  findExperience,
  listExperienceProducts,
  listExperiences,
} from './experiences.repository.js';
import { findFaq } from './faq.repository.js';
import { findGiftCampaignCategory } from './gift-campaigns.repository.js';

/** FAQ, experiences and gift categories: `GET /api/faq/`, `/experience(s)/`, `/giftcampaign-category/`. */
export const contentPagesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/faq/',
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: faqResponseSchema } } },
    (request) => findFaq(app.db, request.query.lang),
  );
  routes.get(
    '/experiences/',
    {
      schema: {
        querystring: contentLanguageQuerySchema,
        response: { 200: experiencesResponseSchema },
      },
    },
    async (request) => ({ experiences: await listExperiences(app.db, request.query.lang) }),
  );
  routes.get(
    '/experiences/products/',
    {
      schema: {
        querystring: experienceProductsQuerySchema,
        response: { 200: experienceProductsResponseSchema },
      },
    },
    (request) => listExperienceProducts(app.db, request.query.lang, request.query.taxAreaId),
  );
  routes.get(
    '/experience/',
    {
      schema: { querystring: contentSlugQuerySchema, response: { 200: experienceResponseSchema } },
    },
    async (request) => {
      const { slug, lang } = request.query;
      const experience = await findExperience(app.db, slug, lang);
      if (!experience) throw new NotFoundError('EXPERIENCE_NOT_FOUND', `No experience "${slug}"`);
      return experience;
    },
  );
  routes.get(
    '/giftcampaign-category/',
    {
      schema: {
        querystring: contentSlugQuerySchema,
        response: { 200: giftCampaignCategoryResponseSchema },
      },
    },
    async (request) => {
      const { slug, lang } = request.query;
      const category = await findGiftCampaignCategory(app.db, slug, lang);
      // Catalogue §10: the shop's message for an unknown gift category.
      if (!category) throw new NotFoundError('GIFT_CAMPAIGN_NOT_FOUND', CAMPAIGN_NOT_FOUND);
      return category;
    },
  );
};
