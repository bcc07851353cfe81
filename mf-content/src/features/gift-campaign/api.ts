import type { Language } from '@shop/shared-contracts';
import { contentQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

/** A 404 is catalogue §10's 'Campaign not found'. */
export const useGiftCampaignCategory = (slug: string, language: Language) =>
  useLoggedQuery(contentQueries.giftCampaignCategory(slug, language));
