import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageSchema } from '../market/languages.js';

/** ISO 3166-1 alpha-2 code, any case in, lower case out (`FI` → `fi`). */
export const countryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'must be a two-letter country code');

/** ISO 4217 code, any case in, lower case out (`EUR` → `eur`). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{3}$/, 'must be a three-letter currency code');

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
