import type { Language, ProductGroupNode, ResourcesResponse } from '@shop/shared-contracts';
import { type QueryResultLike, sharedQueries } from '@shop/shared-contracts/react';
import { useQueries } from '@tanstack/react-query';

/** What the search matches the shopper's words against. */
export interface SearchSources {
  readonly groups: readonly ProductGroupNode[];
  readonly brands: ResourcesResponse['manufacturers'];
}

/** The group tree and the brands, both from the shell's cache: pending until both are there. */
export function useSearchSources(lang: Language): QueryResultLike<SearchSources> {
  return useQueries({
    queries: [sharedQueries.productGroups(lang), sharedQueries.resources(lang)],
    combine: ([groups, resources]) => {
      const error = groups.error ?? resources.error;
      if (error) return { status: 'error', data: undefined, error };
      if (!groups.data || !resources.data) return { status: 'pending', data: undefined, error };
      return {
        status: 'success',
        data: { groups: groups.data.productGroups, brands: resources.data.manufacturers },
        error,
      };
    },
  });
}
