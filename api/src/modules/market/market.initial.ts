import { getDefaultMarket, type InitialMarket, type Language } from '@shop/shared-contracts';
import type { MarketTables } from './market.cache.js';
import { DEFAULT_MARKET, toInitConfig } from './market.service.js';

/** What the first request says about its market (all codes as sent, any case). */
export interface MarketHints {
  /** `x-delivery-country`: the market the visitor chose before. */
  readonly deliveryCountry: string | undefined;
  /** `x-currency`: the currency the visitor chose before. */
  readonly currency: string | undefined;
  /** Countries named by trusted GeoIP headers, in trust order. */
  readonly geoIpCountries: readonly string[];
  /** From the path's language prefix. */
  readonly language: Language;
}

function buildMarket(
  tables: MarketTables,
  countryCode: string,
  currencyCode: string,
  language: Language,
): InitialMarket | undefined {
  const country = tables.countries.get(countryCode.trim().toLowerCase());
  const currency = tables.currencies.get(currencyCode.trim().toLowerCase());
  if (!country?.isEnabled || !currency) return undefined;
  return {
    deliveryCountryCode: country.code,
    currencyCode: currency.code,
    ...toInitConfig(country, currency, language),
    languageCode: language,
  };
}

/**
 * Platform §7: the market of the first HTML. The chosen country wins, then the GeoIP country,
 * then the language's default market (§9); a country without a chosen currency gets its own.
 * Codes that name no enabled country or known currency give the language's market, as a failed
 * init-config does (§4), and Finland in euros when even that is missing.
 */
export function resolveInitialMarket(tables: MarketTables, hints: MarketHints): InitialMarket {
  const { language } = hints;
  const fallback = getDefaultMarket(language);
  const geoIp = hints.geoIpCountries
    .map((code) => tables.countries.get(code.trim().toLowerCase()))
    .find((country) => country?.isEnabled);
  const countryCode = hints.deliveryCountry ?? geoIp?.code ?? fallback.deliveryCountryCode;
  const ownCurrency = tables.countries.get(countryCode.trim().toLowerCase())?.currencyCode;
  const currencyCode = hints.currency ?? ownCurrency ?? fallback.currencyCode;
  const market =
    buildMarket(tables, countryCode, currencyCode, language) ??
    buildMarket(tables, fallback.deliveryCountryCode, fallback.currencyCode, language) ??
    buildMarket(tables, DEFAULT_MARKET.country_code, DEFAULT_MARKET.currency, language);
  if (!market) throw new Error('The default market (fi, eur) is missing from the database');
  return market;
}
