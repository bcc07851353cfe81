import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { findFootwearGroup } from './shoe-steps';

/** The footwear group the wizard walks down, or null when the catalogue has none. */
export function useFootwearGroup(language: Language) {
  return useQuery({
    ...sharedQueries.productGroups(language),
    select: (response) => findFootwearGroup(response) ?? null,
  });
}
