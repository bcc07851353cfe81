import type { Language } from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { findWizardGroups, type SkiSport } from './wizard-groups';

/** The sport's wizard groups, read from the product-group tree the shell has already loaded. */
export function useWizardGroups(language: Language, sport: SkiSport) {
  return useQuery({
    ...sharedQueries.productGroups(language),
    select: (response) => findWizardGroups(response, sport),
  });
}
