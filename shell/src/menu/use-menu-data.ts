import type { Language } from '@shop/shared-contracts';
import { sharedQueries, useBusState } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';

/**
 * What the menu is built from: product groups, stores and whether someone is logged in. The
 * lists come from the page's cache (fetched once per language, platform §4); a failed product
 * group list is the query's error, which the menu shows with a retry (§8).
 */
export function useMenuData(language: Language) {
  const groups = useQuery(sharedQueries.productGroups(language));
  const resources = useQuery(sharedQueries.resources(language));
  const auth = useBusState('auth:changed');
  return {
    groups,
    stores: resources.data?.stores ?? [],
    isAuthenticated: auth?.user.isAuthenticated === true,
  };
}
