import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE } from '../market/languages.js';
import { COUNTRY_CODE, CURRENCY_CODE } from '../market/market-codes.js';

/** ISO 3166-1 alpha-2 code, any case in, lower case out (`FI` → `fi`). */
export const countryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(COUNTRY_CODE, 'must be a two-letter country code');

/** ISO 4217 code, any case in, lower case out (`EUR` → `eur`). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(CURRENCY_CODE, 'must be a three-letter currency code');

/** `GET /api/init-config/` query (platform §7); `lang` picks the country name's language. */
export const initConfigQuerySchema = z.object({
  'delivery-country-code': countryCodeSchema.default('fi'),
  'currency-code': currencyCodeSchema.default('eur'),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});
export type InitConfigQuery = z.infer<typeof initConfigQuerySchema>;

/** `GET /api/init-config/` response: the market of a delivery country and currency (§3). */
export const initConfigResponseSchema = z.object({
  /** How the currency is written, e.g. `{amount} €`. */
  currencyFormat: z.string(),
  /** Multiplier from euro prices to this currency. */
  currencyRate: z.number().positive(),
  deliveryCountryName: z.string(),
  taxAreaId: z.number().int(),
  isEuMember: z.boolean(),
});
export type InitConfigResponse = z.infer<typeof initConfigResponseSchema>;

/**
 * `GET /api/locale_by_ip/` response (platform §7, snake_case as the spec names it): the
 * visitor's likely delivery country and its currency, both lower case.
 */
export const localeByIpResponseSchema = z.object({
  country_code: z.string(),
  currency: z.string(),
});
export type LocaleByIpResponse = z.infer<typeof localeByIpResponseSchema>;

/** Id of the `<script type="application/json">` that carries the market in the first HTML. */
export const INITIAL_MARKET_SCRIPT_ID = 'shop-initial-market';

/**
 * The market the server resolved for the first HTML (platform §7: on the server-side first
 * request, delivery country and currency are read from request headers), inlined as JSON in
 * `<script id="shop-initial-market">` so the shell can start without waiting for init-config.
 * Codes are lower case; `languageCode` comes from the path's language prefix.
 */
export const initialMarketSchema = initConfigResponseSchema.extend({
  deliveryCountryCode: z.string(),
  currencyCode: z.string(),
  languageCode: languageSchema,
});
export type InitialMarket = z.infer<typeof initialMarketSchema>;

/** A delivery country the shopper can choose, with the currency it uses by default. */
export const marketCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  currencyCode: z.string(),
});

/**
 * `GET /api/markets/?lang=`: what the locale modal offers (platform §2) — the enabled delivery
 * countries by name in `?lang` (the market config's countryToCurrencyCode, §3) and every
 * currency the shop can show prices in.
 */
export const marketsResponseSchema = z.object({
  countries: z.array(marketCountrySchema),
  currencies: z.array(z.string()),
});
export type MarketsResponse = z.infer<typeof marketsResponseSchema>;
