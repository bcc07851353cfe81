import type { Language, ShopApi } from '@shop/shared-contracts';
import type { FailurePolicy } from './fetch-status';
import { createResourceFetcher } from './resource-fetcher';

/** The shell's fetched lists, by the names of platform §3 and §7. */
export type ResourceName = 'productGroups' | 'banners' | 'brands' | 'keywordPopups' | 'resources';

/** Platform §8: how each list's fetch failure is handled. */
export const RESOURCE_FAILURE_POLICIES = {
  banners: 'log',
  brands: 'log',
  productGroups: 'rethrow',
  keywordPopups: 'rethrow',
  resources: 'error-page',
} as const satisfies Record<ResourceName, FailurePolicy>;

/** One fetcher per list, in `language`; the names are texts in that language. */
export function createShopResources(api: Pick<ShopApi, ResourceName>, language: Language) {
  const policies = RESOURCE_FAILURE_POLICIES;
  return {
    productGroups: createResourceFetcher({
      name: 'product groups',
      load: () => api.productGroups(language),
      onFailure: policies.productGroups,
    }),
    banners: createResourceFetcher({
      name: 'banners',
      load: () => api.banners(language),
      onFailure: policies.banners,
    }),
    brands: createResourceFetcher({
      name: 'brands',
      load: () => api.brands(language),
      onFailure: policies.brands,
    }),
    keywordPopups: createResourceFetcher({
      name: 'keyword popups',
      load: () => api.keywordPopups(language),
      onFailure: policies.keywordPopups,
    }),
    resources: createResourceFetcher({
      name: 'resources',
      load: () => api.resources(language),
      onFailure: policies.resources,
    }),
  };
}

export type ShopResources = ReturnType<typeof createShopResources>;
