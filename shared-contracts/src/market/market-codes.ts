import type { InitialMarket } from '../api/market.js';
import { isJsonObject } from '../json/json-object.js';
import { isLanguage } from './languages.js';

/** ISO 3166-1 alpha-2, lower case: what `countryCodeSchema` leaves after trimming and casing. */
export const COUNTRY_CODE = /^[a-z]{2}$/;

/** ISO 4217, lower case: what `currencyCodeSchema` leaves after trimming and casing. */
export const CURRENCY_CODE = /^[a-z]{3}$/;

function toCode(value: unknown, pattern: RegExp): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toLowerCase();
  return pattern.test(code) ? code : undefined;
}

/** A country code from outside (a query, a header), as `countryCodeSchema` reads it; zod-free. */
export function toCountryCode(value: unknown): string | undefined {
  return toCode(value, COUNTRY_CODE);
}

/** A currency code from outside, as `currencyCodeSchema` reads it; zod-free. */
export function toCurrencyCode(value: unknown): string | undefined {
  return toCode(value, CURRENCY_CODE);
}

/**
 * The market the api inlined into the page (`initialMarketSchema`), read in the browser without
 * zod: undefined unless every field has its type.
 */
export function readInitialMarket(value: unknown): InitialMarket | undefined {
  if (!isJsonObject(value)) return undefined;
  const { currencyFormat, currencyRate, deliveryCountryName, taxAreaId, isEuMember } = value;
  const { deliveryCountryCode, currencyCode, languageCode } = value;
  if (
    typeof currencyFormat !== 'string' ||
    typeof currencyRate !== 'number' ||
    !(currencyRate > 0) ||
    typeof deliveryCountryName !== 'string' ||
    typeof taxAreaId !== 'number' ||
    !Number.isInteger(taxAreaId) ||
    typeof isEuMember !== 'boolean' ||
    typeof deliveryCountryCode !== 'string' ||
    typeof currencyCode !== 'string' ||
    !isLanguage(languageCode)
  ) {
    return undefined;
  }
  return {
    currencyFormat,
    currencyRate,
    deliveryCountryName,
    taxAreaId,
    isEuMember,
    deliveryCountryCode,
    currencyCode,
    languageCode,
  };
}
