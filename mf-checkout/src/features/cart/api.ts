import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { listPickupStores } from './pickup-stores';

/** The stores a shopper can collect from, read from the resources the shell has loaded. */
export const usePickupStores = (language: Language) =>
  useQuery({
    ...sharedQueries.resources(language),
    select: (resources) => listPickupStores(resources, language),
  });
