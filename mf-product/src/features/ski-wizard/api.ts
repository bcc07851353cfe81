import {
  COMPATIBLE_PRODUCTS_PAGE_SIZE,
  type CompatibleProductsQuery,
  type Language,
  productApi,
  productKeys,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { findWizardGroups, type SkiSport } from './wizard-groups';

/** The sport's wizard groups, read from the product-group tree the shell has already loaded. */
export function useWizardGroups(language: Language, sport: SkiSport) {
  return useQuery({
    ...sharedQueries.productGroups(language),
    select: (response) => findWizardGroups(response, sport),
  });
}

/** What a step asks the api: everything but the page. */
export type WizardStepQuery = Omit<CompatibleProductsQuery, 'page' | 'size'>;

/**
 * A step's products a page at a time, flagged against the choices (platform §3, §7). While a
 * new choice is being checked the previous answer stays shown (platform §4: the step is marked
 * loading meanwhile), so the list does not blink.
 */
export function useCompatibleProducts(query: WizardStepQuery) {
  return useInfiniteQuery({
    queryKey: productKeys.compatibleProducts(query),
    queryFn: ({ pageParam, signal }) =>
      productApi.compatibleProducts(
        { ...query, page: pageParam, size: COMPATIBLE_PRODUCTS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.maxPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
