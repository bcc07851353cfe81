import type { Language } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useShellServices } from '../services/shell-services';
import { useResourceState } from './use-resource-state';

/** What the menu is built from: product groups, stores and whether someone is logged in. */
export function useMenuData(language: Language) {
  const resources = useShellServices().resourcesFor(language);
  const groups = useResourceState(resources.productGroups);
  const shopResources = useResourceState(resources.resources);
  const auth = useBusState('auth:changed');
  return {
    groups,
    stores: shopResources.data?.stores ?? [],
    isAuthenticated: auth?.user.isAuthenticated === true,
  };
}
