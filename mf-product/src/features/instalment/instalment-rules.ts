import type { Language } from '@shop/shared-contracts';

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

/**
 * The purchase amount the provider is told, in the market currency's cents (catalogue §9): the
 * price in euro cents, times the currency rate outside the Finnish locales.
 */
export function instalmentAmount(euroCents: number, locale: string, currencyRate: number): number {
  return Math.round(locale.endsWith('-FI') ? euroCents : euroCents * currencyRate);
}

/** Catalogue §2: no teaser in Russian. */
export function showsInstalmentTeaser(language: Language): boolean {
  return language !== 'ru';
}
