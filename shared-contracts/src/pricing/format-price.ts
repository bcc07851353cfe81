import type { Language } from '../market/languages.js';
import { toNumberLocale } from './number-locale.js';

/** Platform §9: prices in these currencies are rounded to whole numbers. */
export const WHOLE_NUMBER_CURRENCIES: readonly string[] = [
  'CHF',
  'CZK',
  'DKK',
  'JPY',
  'PLN',
  'RUB',
  'SEK',
  'NOK',
];

/** What a price needs from the market to be shown (platform §3 market config). */
export interface PriceMarket {
  /** ISO 4217 code in any case, e.g. `eur` or `SEK`. */
  readonly currencyCode: string;
  /** Multiplier from the server's euro prices to this currency (platform §9: default 1). */
  readonly currencyRate: number;
  readonly language: Language;
}

/**
 * A euro price in minor units converted to the market currency, in major units: to the cent,
 * or to whole numbers for the currencies of `WHOLE_NUMBER_CURRENCIES` (platform §9).
 */
export function convertPrice(amountMinor: number, market: Omit<PriceMarket, 'language'>): number {
  const convertedMinor = amountMinor * market.currencyRate;
  if (WHOLE_NUMBER_CURRENCIES.includes(market.currencyCode.toUpperCase())) {
    return Math.round(convertedMinor / 100);
  }
  return Math.round(convertedMinor) / 100;
}

/**
 * Formats a price the server sent as integer euro cents for display in the market: converted
 * by the rate, whole numbers without decimals and others with two (platform §9).
 */
export function formatPrice(amountMinor: number, market: PriceMarket): string {
  const amount = convertPrice(amountMinor, market);
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return currencyFormat(
    toNumberLocale(market.language),
    market.currencyCode,
    fractionDigits,
  ).format(amount);
}

/** Formatters by locale, currency and digits: making one costs far more than formatting with it. */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currencyCode: string, fractionDigits: number) {
  const currency = currencyCode.toUpperCase();
  const key = `${locale} ${currency} ${fractionDigits}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    currencyFormats.set(key, format);
  }
  return format;
}
