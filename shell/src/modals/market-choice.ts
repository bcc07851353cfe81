import type { StorageLike } from '@shop/shared-contracts';

const KEY = 'marketChoice';

/** The delivery country and currency the shopper picked in the locale modal. */
export interface MarketChoice {
  readonly deliveryCountryCode: string;
  readonly currencyCode: string;
}

/**
 * The market is locked once DONE (platform §4), so a new choice applies on the next load
 * through the same `delivery_country` / `currency` overrides the query offers; it is kept so
 * later loads start from it too.
 */
export function saveMarketChoice(storage: StorageLike, choice: MarketChoice): void {
  storage.setItem(KEY, JSON.stringify(choice));
}

/** The query of a load: explicit parameters win over the saved choice. */
export function withMarketChoice(query: URLSearchParams, storage: StorageLike): URLSearchParams {
  const merged = new URLSearchParams(query);
  const choice = readMarketChoice(storage);
  if (!choice) return merged;
  if (!merged.has('delivery_country')) merged.set('delivery_country', choice.deliveryCountryCode);
  if (!merged.has('currency')) merged.set('currency', choice.currencyCode);
  return merged;
}

function readMarketChoice(storage: StorageLike): MarketChoice | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { deliveryCountryCode, currencyCode } = value as Record<string, unknown>;
    if (typeof deliveryCountryCode !== 'string' || typeof currencyCode !== 'string') return null;
    return { deliveryCountryCode, currencyCode };
  } catch {
    return null;
  }
}
