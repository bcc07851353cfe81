import type { Language, ResourcesResponse } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

const selectManufacturers = (resources: ResourcesResponse) => resources.manufacturers;

/** Every brand of the shop, from the resources the shell has loaded for the page. */
export const useBrands = (lang: Language) =>
  useQuery({ ...sharedQueries.resources(lang), select: selectManufacturers });
