import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/** The stores of the resource lists the shell loaded: the same query, no second request. */
export const useStores = (language: Language) =>
  useQuery({ ...sharedQueries.resources(language), select: (resources) => resources.stores });
