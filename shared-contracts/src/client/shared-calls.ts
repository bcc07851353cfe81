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
import { apiCall } from './api-call.js';

// The calls of the page-wide data and the session (resources, product groups, settings, the
// customer, login), one export each (`sharedApi.name(...)`); the shell reads them at start.

export const routeSlugs = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.get<typeof routeSlugsResponseSchema>('/api/route-slugs/', { signal }),
);

export const initConfig = /* @__PURE__ */ apiCall(
  (client) =>
    (
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
);

export const markets = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof marketsResponseSchema>('/api/markets/', { query: { lang }, signal }),
);

export const localeByIp = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.get<typeof localeByIpResponseSchema>('/api/locale_by_ip/', { signal }),
);

export const productGroups = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof productGroupsResponseSchema>('/api/product-groups/', {
      query: { lang },
      signal,
    }),
);

export const resources = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof resourcesResponseSchema>('/api/resources/', { query: { lang }, signal }),
);

export const staticPage = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof staticPageResponseSchema>('/api/static-page/', {
      query: { slug, lang },
      signal,
    }),
);

/** A tabbed page's title and tabs, nested tabs included (platform §7). */
export const staticPageWithTabs = /* @__PURE__ */ apiCall(
  (client) => (slug: string, lang: Language, signal?: AbortSignal) =>
    client.get<typeof staticPageWithTabsResponseSchema>('/api/static-page-with-tabs/', {
      query: { slug, lang },
      signal,
    }),
);

/** Exchanges email and password for a token; a wrong pair is a 400 'Wrong password.'. */
export const login = /* @__PURE__ */ apiCall(
  (client) => (credentials: LoginRequest, signal?: AbortSignal) =>
    client.post<typeof loginResponseSchema>('/api/customer/login/', {
      body: credentials,
      signal,
    }),
);

/** The logged-in customer; sent with the authorization header (platform §7). */
export const customer = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.get<typeof customerResponseSchema>('/api/customer/', { signal }),
);

/** Replaces the cart saved on the logged-in customer's account (issue 8); answers 204. */
export const saveCart = /* @__PURE__ */ apiCall(
  (client) => (body: SaveCartRequest, signal?: AbortSignal) =>
    client.request<typeof saveCartResponseSchema>('PUT', '/api/customer/cart/', { body, signal }),
);

/** Revokes the current token on the server. */
export const logout = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.post<typeof logoutResponseSchema>('/api/customer/logout/', { signal }),
);

export const banners = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof bannersResponseSchema>('/api/banners/', { query: { lang }, signal }),
);

export const brands = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof brandsResponseSchema>('/api/brands/', { query: { lang }, signal }),
);

export const keywordPopups = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof keywordPopupsResponseSchema>('/api/keyword-popups/', {
      query: { lang },
      signal,
    }),
);

export const generalSettings = /* @__PURE__ */ apiCall(
  (client) => (lang: Language, signal?: AbortSignal) =>
    client.get<typeof generalSettingsResponseSchema>('/api/general-settings/', {
      query: { lang },
      signal,
    }),
);
