import {
  DEFAULT_CURRENCY_RATE,
  DEFAULT_TAX_AREA_ID,
  getDefaultMarket,
  type Language,
  type MarketState,
} from '@shop/shared-contracts';

/** Platform §4 market config status: DONE once the server's config is in. */
export type MarketStatus = 'UNSET' | 'PENDING' | 'DONE';

/** Platform §3 market config as the shell keeps it; codes are lower case. */
export interface MarketConfig {
  readonly status: MarketStatus;
  readonly language: Language;
  readonly deliveryCountryCode: string;
  readonly deliveryCountryName: string;
  /** The visitor's country by IP, when it was looked up. */
  readonly geoIpCountryCode: string | null;
  readonly currencyCode: string;
  /** How the server writes the currency, e.g. `{amount} €`; empty until it is known. */
  readonly currencyFormat: string;
  readonly currencyRate: number;
  readonly taxAreaId: number;
  readonly isEuMember: boolean;
}

/** Platform §4: the language-based market used before or without the server's config. */
export function createFallbackMarket(language: Language, status: MarketStatus): MarketConfig {
  const market = getDefaultMarket(language);
  return {
    status,
    language,
    deliveryCountryCode: market.deliveryCountryCode,
    deliveryCountryName: '',
    geoIpCountryCode: null,
    currencyCode: market.currencyCode,
    currencyFormat: '',
    currencyRate: DEFAULT_CURRENCY_RATE,
    taxAreaId: DEFAULT_TAX_AREA_ID,
    isEuMember: market.isEuMember,
  };
}

/** The part of the market the shell publishes on the bus (`market:changed`). */
export function toMarketState(config: MarketConfig): MarketState {
  return {
    status: config.status === 'DONE' ? 'DONE' : 'PENDING',
    language: config.language,
    deliveryCountryCode: config.deliveryCountryCode,
    deliveryCountryName: config.deliveryCountryName,
    currencyCode: config.currencyCode,
    currencyRate: config.currencyRate,
    taxAreaId: config.taxAreaId,
    isEuMember: config.isEuMember,
  };
}
