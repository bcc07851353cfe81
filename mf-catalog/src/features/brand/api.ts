import type { Language } from '@shop/shared-contracts';
import { catalogueQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** A brand's page data (catalogue §3 Manufacturer); nothing is asked for an empty slug. */
export const useManufacturer = (slug: string, lang: Language) =>
  useQuery({ ...catalogueQueries.manufacturer(slug, lang), enabled: slug !== '' });
