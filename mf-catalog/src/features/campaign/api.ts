import type { Language } from '@shop/shared-contracts';
import { catalogueQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** A campaign's heading; nothing is asked for an empty slug. */
export const useCampaign = (slug: string, lang: Language) =>
  useQuery({ ...catalogueQueries.campaign(slug, lang), enabled: slug !== '' });
