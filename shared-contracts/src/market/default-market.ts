import type { Language } from './languages.js';

/** Platform §3 market config defaults. */
export const DEFAULT_TAX_AREA_ID = 1;
export const DEFAULT_CURRENCY_RATE = 1;

/** The market a language falls back to before (or instead of) the server's config. */
export interface DefaultMarket {
  /** Lower case, as the api contracts carry it. */
  readonly deliveryCountryCode: string;
  /** Lower case, as the api contracts carry it. */
  readonly currencyCode: string;
  readonly isEuMember: boolean;
}

const US_MARKET: DefaultMarket = {
  deliveryCountryCode: 'us',
  currencyCode: 'usd',
  isEuMember: false,
};

/** Platform §9: language to default market. */
export const DEFAULT_MARKETS: Readonly<Record<Language, DefaultMarket>> = {
  fi: { deliveryCountryCode: 'fi', currencyCode: 'eur', isEuMember: true },
  sv: { deliveryCountryCode: 'se', currencyCode: 'sek', isEuMember: true },
  ru: { deliveryCountryCode: 'fi', currencyCode: 'eur', isEuMember: true },
  de: { deliveryCountryCode: 'de', currencyCode: 'eur', isEuMember: true },
  fr: { deliveryCountryCode: 'fr', currencyCode: 'eur', isEuMember: true },
  en: US_MARKET,
};

/** The default market of a language; any language outside the table gets the US market. */
export function getDefaultMarket(language: string): DefaultMarket {
  return Object.hasOwn(DEFAULT_MARKETS, language)
    ? DEFAULT_MARKETS[language as Language]
    : US_MARKET;
}
