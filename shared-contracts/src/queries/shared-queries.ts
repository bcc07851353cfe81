import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../market/languages.js';
import { sharedKeys } from './query-keys.js';
import { sharedApi } from './shop-api-instance.js';

/**
 * Kept for the page's life: never stale (platform §4: not fetched again once DONE) and never
 * dropped from the cache while unused (TanStack's default drops an unread query after 5 min).
 */
const PAGE_LIFETIME = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
} as const;

/**
 * Reads of the page-wide lists (platform §4 resource lists): fetched once per language and
 * never stale while the page lives, so a fetch is not repeated once DONE (the shell's
 * resources error screen and the §8 failure policies are the shell's, see 0007).
 */
export const sharedQueries = {
  resources: (lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.resources(lang),
      queryFn: ({ signal }) => sharedApi.resources(lang, signal),
      ...PAGE_LIFETIME,
    }),
  productGroups: (lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.productGroups(lang),
      queryFn: ({ signal }) => sharedApi.productGroups(lang, signal),
      ...PAGE_LIFETIME,
    }),
  generalSettings: (lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.generalSettings(lang),
      queryFn: ({ signal }) => sharedApi.generalSettings(lang, signal),
      ...PAGE_LIFETIME,
    }),
  banners: (lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.banners(lang),
      queryFn: ({ signal }) => sharedApi.banners(lang, signal),
      ...PAGE_LIFETIME,
    }),
  brands: (lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.brands(lang),
      queryFn: ({ signal }) => sharedApi.brands(lang, signal),
      ...PAGE_LIFETIME,
    }),
  keywordPopups: (lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.keywordPopups(lang),
      queryFn: ({ signal }) => sharedApi.keywordPopups(lang, signal),
      ...PAGE_LIFETIME,
    }),
  routeSlugs: () =>
    queryOptions({
      queryKey: sharedKeys.routeSlugs(),
      queryFn: ({ signal }) => sharedApi.routeSlugs(signal),
      ...PAGE_LIFETIME,
    }),
  markets: (lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.markets(lang),
      queryFn: ({ signal }) => sharedApi.markets(lang, signal),
      ...PAGE_LIFETIME,
    }),
  /** Platform §7: the market config of a delivery country and currency; the shell retries it. */
  initConfig: (query: { deliveryCountryCode: string; currencyCode: string; lang: Language }) =>
    queryOptions({
      queryKey: sharedKeys.initConfig(query),
      queryFn: ({ signal }) => sharedApi.initConfig(query, signal),
      ...PAGE_LIFETIME,
      retry: false,
    }),
  /** Platform §8: a failed lookup is only a warning; asked once per page. */
  localeByIp: () =>
    queryOptions({
      queryKey: sharedKeys.localeByIp(),
      queryFn: ({ signal }) => sharedApi.localeByIp(signal),
      ...PAGE_LIFETIME,
      retry: false,
    }),
  staticPage: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.staticPage(slug, lang),
      queryFn: ({ signal }) => sharedApi.staticPage(slug, lang, signal),
    }),
  staticPageWithTabs: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: sharedKeys.staticPageWithTabs(slug, lang),
      queryFn: ({ signal }) => sharedApi.staticPageWithTabs(slug, lang, signal),
    }),
  customer: () =>
    queryOptions({
      queryKey: sharedKeys.customer(),
      queryFn: ({ signal }) => sharedApi.customer(signal),
    }),
};
