import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
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

export interface MarketCache {
  /** The tables, read again once they are older than the TTL. */
  get(): Promise<MarketTables>;
}

/**
 * Countries and currencies change a few times a year, but every page render needs them
 * (the market inlined in the first HTML), so keep both small tables in memory for `ttlMs`.
 * Concurrent renders share one load; a failed load is not kept.
 */
export function createMarketCache(
  db: Kysely<Database>,
  { ttlMs = 60_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): MarketCache {
  let loaded: { at: number; tables: Promise<MarketTables> } | undefined;

  async function load(): Promise<MarketTables> {
    const countries = await listCountries(db);
    const currencies = await listCurrencies(db);
    return {
      countries: new Map(countries.map((country) => [country.code, country])),
      currencies: new Map(currencies.map((currency) => [currency.code, currency])),
    };
  }

  return {
    get() {
      if (!loaded || now() - loaded.at >= ttlMs) {
        const entry = { at: now(), tables: load() };
        entry.tables.catch(() => {
          if (loaded === entry) loaded = undefined;
        });
        loaded = entry;
      }
      return loaded.tables;
    },
  };
}
