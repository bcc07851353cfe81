import type {
  FieldError,
  InitConfigQuery,
  InitConfigResponse,
  Language,
  LocaleByIpResponse,
  MarketsResponse,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import { translate } from '../../lib/translate.js';
import {
  type CountryRecord,
  type CurrencyRecord,
  findCountry,
  findCurrency,
  listCountries,
  listCurrencies,
} from './market.repository.js';

/** Platform §9: the default market is Finland in euros. */
export const DEFAULT_MARKET: LocaleByIpResponse = { country_code: 'fi', currency: 'eur' };

/** The market of a delivery country and currency (platform §7 init-config). */
export async function getInitConfig(
  db: Kysely<Database>,
  query: InitConfigQuery,
): Promise<InitConfigResponse> {
  const countryCode = query['delivery-country-code'];
  const currencyCode = query['currency-code'];
  const country = await findCountry(db, countryCode);
  const currency = await findCurrency(db, currencyCode);
  const fields: FieldError[] = [];
  if (!country?.isEnabled) {
    fields.push({
      field: 'delivery-country-code',
      message: `"${countryCode}" is not a delivery country`,
    });
  }
  if (!currency) {
    fields.push({
      field: 'currency-code',
      message: `"${currencyCode}" is not a supported currency`,
    });
  }
  if (!country?.isEnabled || !currency)
    throw new FieldValidationError(fields, { code: 'UNKNOWN_MARKET' });
  return toInitConfig(country, currency, query.lang);
}

/** The init-config answer of a country and currency, names in `lang`. */
export function toInitConfig(
  country: CountryRecord,
  currency: CurrencyRecord,
  lang: Language,
): InitConfigResponse {
  return {
    currencyFormat: currency.format,
    currencyRate: currency.rate,
    deliveryCountryName: translate(country.name, lang),
    taxAreaId: country.taxAreaId,
    isEuMember: country.isEuMember,
  };
}

// Headers a trusted edge proxy sets from its GeoIP lookup (nginx geoip2 / Cloudflare).
export const GEOIP_HEADERS = ['x-geoip-country', 'cf-ipcountry'] as const;

/**
 * Platform §7 locale_by_ip. No GeoIP database ships with the shop (it works offline), so the
 * country comes from the proxy in front of it; without a header naming a delivery country the
 * default market is returned. A spoofed header only changes the sender's own default market.
 */
export async function getLocaleByIp(
  db: Kysely<Database>,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Promise<LocaleByIpResponse> {
  for (const name of GEOIP_HEADERS) {
    const value = headers[name];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
    if (!code || !/^[a-z]{2}$/.test(code)) continue;
    const country = await findCountry(db, code);
    if (country?.isEnabled) return { country_code: country.code, currency: country.currencyCode };
  }
  return DEFAULT_MARKET;
}

/** The locale modal's choices: enabled countries by name in `language`, and the currencies. */
export async function listMarkets(
  db: Kysely<Database>,
  language: Language,
): Promise<MarketsResponse> {
  const [countries, currencies] = await Promise.all([listCountries(db), listCurrencies(db)]);
  const collator = new Intl.Collator(language);
  return {
    countries: countries
      .filter((country) => country.isEnabled)
      .map((country) => ({
        code: country.code,
        name: country.name[language],
        currencyCode: country.currencyCode,
      }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    currencies: currencies.map((currency) => currency.code).sort(),
  };
}
