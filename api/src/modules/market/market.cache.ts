import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.js';
import {
  type CountryRecord,
  type CurrencyRecord,
  listCountries,
  listCurrencies,
} from './market.repository.js';

/** Countries and currencies by lower-case code. */
export interface MarketTables {
  readonly countries: ReadonlyMap<string, CountryRecord>;
  readonly currencies: ReadonlyMap<string, CurrencyRecord>;
}

export type MarketCache = TtlCache<MarketTables>;

/**
 * Countries and currencies change a few times a year, but every page render needs them
 * (the market inlined in the first HTML), so keep both small tables in memory for `ttlMs`.
 */
export function createMarketCache(
  db: Kysely<Database>,
  options: { ttlMs?: number; now?: () => number } = {},
): MarketCache {
  return createTtlCache(async () => {
    const countries = await listCountries(db);
    const currencies = await listCurrencies(db);
    return {
      countries: new Map(countries.map((country) => [country.code, country])),
      currencies: new Map(currencies.map((currency) => [currency.code, currency])),
    };
  }, options);
}
