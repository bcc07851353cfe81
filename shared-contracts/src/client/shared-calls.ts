import type { bannersResponseSchema } from '../api/banners.js';
import type { brandsResponseSchema } from '../api/brands.js';
import type {
  customerResponseSchema,
  LoginRequest,
  loginResponseSchema,
  logoutResponseSchema,
  SaveCartRequest,
  saveCartResponseSchema,
} from '../api/customer.js';
import type { generalSettingsResponseSchema } from '../api/general-settings.js';
import type { keywordPopupsResponseSchema } from '../api/keyword-popups.js';
import type {
  initConfigResponseSchema,
  localeByIpResponseSchema,
  marketsResponseSchema,
} from '../api/market.js';
import type { productGroupsResponseSchema } from '../api/product-groups.js';
import type { resourcesResponseSchema } from '../api/resources.js';
import type { routeSlugsResponseSchema } from '../api/route-slugs.js';
import type {
  staticPageResponseSchema,
  staticPageWithTabsResponseSchema,
} from '../api/static-page.js';
import type { Language } from '../market/languages.js';
import type { ApiClient } from './api-client.js';

/**
 * The calls of the page-wide data and the session (resources, product groups, settings, the
 * customer, login), spread into `createShopApi`; the shell reads them at start.
 */
export function sharedCalls(client: ApiClient) {
  return {
    routeSlugs: (signal?: AbortSignal) =>
      client.get<typeof routeSlugsResponseSchema>('/api/route-slugs/', { signal }),
    initConfig: (
      query: { deliveryCountryCode: string; currencyCode: string; lang: Language },
      signal?: AbortSignal,
    ) =>
      client.get<typeof initConfigResponseSchema>('/api/init-config/', {
        query: {
          'delivery-country-code': query.deliveryCountryCode,
          'currency-code': query.currencyCode,
          lang: query.lang,
        },
        signal,
      }),
    markets: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof marketsResponseSchema>('/api/markets/', { query: { lang }, signal }),
    localeByIp: (signal?: AbortSignal) =>
      client.get<typeof localeByIpResponseSchema>('/api/locale_by_ip/', { signal }),
    productGroups: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof productGroupsResponseSchema>('/api/product-groups/', {
        query: { lang },
        signal,
      }),
    resources: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof resourcesResponseSchema>('/api/resources/', { query: { lang }, signal }),
    staticPage: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get<typeof staticPageResponseSchema>('/api/static-page/', {
        query: { slug, lang },
        signal,
      }),
    /** A tabbed page's title and tabs, nested tabs included (platform §7). */
    staticPageWithTabs: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get<typeof staticPageWithTabsResponseSchema>('/api/static-page-with-tabs/', {
        query: { slug, lang },
        signal,
      }),
    /** Exchanges email and password for a token; a wrong pair is a 400 'Wrong password.'. */
    login: (credentials: LoginRequest, signal?: AbortSignal) =>
      client.post<typeof loginResponseSchema>('/api/customer/login/', {
        body: credentials,
        signal,
      }),
    /** The logged-in customer; sent with the authorization header (platform §7). */
    customer: (signal?: AbortSignal) =>
      client.get<typeof customerResponseSchema>('/api/customer/', { signal }),
    /** Replaces the cart saved on the logged-in customer's account (issue 8); answers 204. */
    saveCart: (body: SaveCartRequest, signal?: AbortSignal) =>
      client.request<typeof saveCartResponseSchema>('PUT', '/api/customer/cart/', { body, signal }),
    /** Revokes the current token on the server. */
    logout: (signal?: AbortSignal) =>
      client.post<typeof logoutResponseSchema>('/api/customer/logout/', { signal }),
    banners: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof bannersResponseSchema>('/api/banners/', { query: { lang }, signal }),
    brands: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof brandsResponseSchema>('/api/brands/', { query: { lang }, signal }),
    keywordPopups: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof keywordPopupsResponseSchema>('/api/keyword-popups/', {
        query: { lang },
        signal,
      }),
    generalSettings: (lang: Language, signal?: AbortSignal) =>
      client.get<typeof generalSettingsResponseSchema>('/api/general-settings/', {
        query: { lang },
        signal,
      }),
  };
}
