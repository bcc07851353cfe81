import { bannersResponseSchema } from '../api/banners.js';
import { brandsResponseSchema } from '../api/brands.js';
import {
  customerResponseSchema,
  type LoginRequest,
  loginResponseSchema,
  logoutResponseSchema,
  type SaveCartRequest,
  saveCartResponseSchema,
} from '../api/customer.js';
import { generalSettingsResponseSchema } from '../api/general-settings.js';
import { keywordPopupsResponseSchema } from '../api/keyword-popups.js';
import {
  initConfigResponseSchema,
  localeByIpResponseSchema,
  marketsResponseSchema,
} from '../api/market.js';
import { productGroupsResponseSchema } from '../api/product-groups.js';
import { resourcesResponseSchema } from '../api/resources.js';
import { routeSlugsResponseSchema } from '../api/route-slugs.js';
import { staticPageResponseSchema, staticPageWithTabsResponseSchema } from '../api/static-page.js';
import type { Language } from '../market/languages.js';
import type { ApiClient } from './api-client.js';

/**
 * The calls of the page-wide data and the session (resources, product groups, settings, the
 * customer, login), spread into `createShopApi`; the shell reads them at start.
 */
export function sharedCalls(client: ApiClient) {
  return {
    routeSlugs: (signal?: AbortSignal) =>
      client.get('/api/route-slugs/', routeSlugsResponseSchema, { signal }),
    initConfig: (
      query: { deliveryCountryCode: string; currencyCode: string; lang: Language },
      signal?: AbortSignal,
    ) =>
      client.get('/api/init-config/', initConfigResponseSchema, {
        query: {
          'delivery-country-code': query.deliveryCountryCode,
          'currency-code': query.currencyCode,
          lang: query.lang,
        },
        signal,
      }),
    markets: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/markets/', marketsResponseSchema, { query: { lang }, signal }),
    localeByIp: (signal?: AbortSignal) =>
      client.get('/api/locale_by_ip/', localeByIpResponseSchema, { signal }),
    productGroups: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/product-groups/', productGroupsResponseSchema, { query: { lang }, signal }),
    resources: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/resources/', resourcesResponseSchema, { query: { lang }, signal }),
    staticPage: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get('/api/static-page/', staticPageResponseSchema, { query: { slug, lang }, signal }),
    /** A tabbed page's title and tabs, nested tabs included (platform §7). */
    staticPageWithTabs: (slug: string, lang: Language, signal?: AbortSignal) =>
      client.get('/api/static-page-with-tabs/', staticPageWithTabsResponseSchema, {
        query: { slug, lang },
        signal,
      }),
    /** Exchanges email and password for a token; a wrong pair is a 400 'Wrong password.'. */
    login: (credentials: LoginRequest, signal?: AbortSignal) =>
      client.post('/api/customer/login/', loginResponseSchema, { body: credentials, signal }),
    /** The logged-in customer; sent with the authorization header (platform §7). */
    customer: (signal?: AbortSignal) =>
      client.get('/api/customer/', customerResponseSchema, { signal }),
    /** Replaces the cart saved on the logged-in customer's account (issue 8); answers 204. */
    saveCart: (body: SaveCartRequest, signal?: AbortSignal) =>
      client.request('PUT', '/api/customer/cart/', saveCartResponseSchema, { body, signal }),
    /** Revokes the current token on the server. */
    logout: (signal?: AbortSignal) =>
      client.post('/api/customer/logout/', logoutResponseSchema, { signal }),
    banners: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/banners/', bannersResponseSchema, { query: { lang }, signal }),
    brands: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/brands/', brandsResponseSchema, { query: { lang }, signal }),
    keywordPopups: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/keyword-popups/', keywordPopupsResponseSchema, { query: { lang }, signal }),
    generalSettings: (lang: Language, signal?: AbortSignal) =>
      client.get('/api/general-settings/', generalSettingsResponseSchema, {
        query: { lang },
        signal,
      }),
  };
}
