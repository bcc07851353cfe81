import { CONTRACTS_LINE } from '../contracts-version.js';
import type { Language } from '../market/languages.js';

/**
 * Shared entries are parsed by whichever copy of the contracts fetched them first (usually the
 * shell's), and zod drops fields that copy does not know. The contract line in the key keeps a
 * remote built against a newer minor from reading an older copy's parse: it fetches its own.
 */
const SHARED = ['shared', CONTRACTS_LINE] as const;

/**
 * Query keys of the data the shell loads for every page (resources, product groups, settings,
 * the customer, ...). A remote reading the same key on the same page reads the shell's cache
 * entry instead of calling the api again. Each API group's calls file exports its own factory
 * beside its calls (`catalogueKeys`, `productKeys`, ...); every key starts with its group.
 */
export const sharedKeys = {
  all: SHARED,
  resources: (lang: Language) => [...SHARED, 'resources', lang] as const,
  productGroups: (lang: Language) => [...SHARED, 'product-groups', lang] as const,
  generalSettings: (lang: Language) => [...SHARED, 'general-settings', lang] as const,
  banners: (lang: Language) => [...SHARED, 'banners', lang] as const,
  brands: (lang: Language) => [...SHARED, 'brands', lang] as const,
  keywordPopups: (lang: Language) => [...SHARED, 'keyword-popups', lang] as const,
  routeSlugs: () => [...SHARED, 'route-slugs'] as const,
  markets: (lang: Language) => [...SHARED, 'markets', lang] as const,
  initConfig: (query: { deliveryCountryCode: string; currencyCode: string; lang: Language }) =>
    [...SHARED, 'init-config', query] as const,
  localeByIp: () => [...SHARED, 'locale-by-ip'] as const,
  staticPage: (slug: string, lang: Language) => [...SHARED, 'static-page', slug, lang] as const,
  staticPageWithTabs: (slug: string, lang: Language) =>
    [...SHARED, 'static-page-with-tabs', slug, lang] as const,
  /** The logged-in customer; invalidated on login and logout. */
  customer: () => [...SHARED, 'customer'] as const,
};
