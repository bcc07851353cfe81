import {
  type CurrencyRate,
  type Language,
  roundMinor,
  toMarketMinor,
} from '@shop/shared-contracts';

/** Catalogue §9: the teaser appears half a second after the page. */
export const INSTALMENT_TEASER_DELAY_MS = 500;

/** The payment provider's locale for the page (catalogue §9 locale map). */
export function instalmentLocale(language: Language, currencyCode: string): string {
  if (language === 'fi') return 'fi-FI';
  if (language === 'sv') return currencyCode.toUpperCase() === 'SEK' ? 'sv-SE' : 'sv-FI';
  if (language === 'de') return 'de-DE';
  if (language === 'fr') return 'fr-FR';
  return 'en-FI';
}

/** An amount in hundredths of a currency. */
export interface InstalmentAmount {
  readonly minor: number;
  readonly currencyCode: string;
}

/**
 * The purchase amount the provider is told (catalogue §9): the price in euro cents in the
 * Finnish locales, elsewhere converted to the market currency by the shop's one rounding rule
 * (docs/decisions/0023-money-in-the-market-currency.md), so a whole-number currency such as
 * the krona has no decimals and the teaser says what the product page says.
 */
export function instalmentAmount(
  euroCents: number,
  locale: string,
  market: CurrencyRate,
): InstalmentAmount {
  if (locale.endsWith('-FI')) return { minor: roundMinor(euroCents, 'EUR'), currencyCode: 'EUR' };
  return { minor: toMarketMinor(euroCents, market), currencyCode: market.currencyCode };
}

/** Catalogue §2: no teaser in Russian. */
export function showsInstalmentTeaser(language: Language): boolean {
  return language !== 'ru';
}
