import type { Language } from '@shop/shared-contracts';
import { contentQueries } from '@shop/shared-contracts/react';
import { useLoggedQuery } from '../../lib/use-logged-query';

export const useExperiences = (language: Language) =>
  useLoggedQuery(contentQueries.experiences(language));

export const useExperience = (slug: string, language: Language) =>
  useLoggedQuery(contentQueries.experience(slug, language));

/** Priced in the shopper's tax area. */
export const useExperienceProducts = (language: Language, taxAreaId: number) =>
  useLoggedQuery(contentQueries.experienceProducts(language, taxAreaId));
