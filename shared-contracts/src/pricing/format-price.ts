import type { Language } from '../market/languages.js';
import { type CurrencyRate, minorToMajor, toMarketMinor } from './money.js';
import { toNumberLocale } from './number-locale.js';
import {
  type AmountFormat,
  formatAmount,
  isPriceFormat,
  PRICE_FORMAT_SCRIPT_ID,
  type PriceFormat,
} from './price-format.js';

/** What a price needs from the market to be shown (platform §3 market config). */
export interface PriceMarket extends CurrencyRate {
  readonly language: Language;
}

/**
 * A euro price in minor units converted to the market currency, in major units, by the shop's
 * one rounding rule (`toMarketMinor`): to the cent, or to whole numbers for
 * `WHOLE_NUMBER_CURRENCIES` (platform §9).
 */
export function convertPrice(amountMinor: number, market: CurrencyRate): number {
  return minorToMajor(toMarketMinor(amountMinor, market));
}

/**
 * Formats a price the server sent as integer euro cents for display in the market: converted
 * by the rate, whole numbers without decimals and others with two (platform §9).
 */
export function formatPrice(amountMinor: number, market: PriceMarket): string {
  return formatCurrencyAmount(
    convertPrice(amountMinor, market),
    toNumberLocale(market.language),
    market.currencyCode,
  );
}

/**
 * An amount already in hundredths of `currencyCode` (a priced summary's, an order's) written for
 * `language`: whole amounts without decimals, others with two (platform §9). No conversion.
 */
export function formatMoney(minor: number, currencyCode: string, language: Language): string {
  return formatCurrencyAmount(minorToMajor(minor), toNumberLocale(language), currencyCode);
}

/**
 * An amount in major units of a currency as the shop writes prices (platform §9: a whole amount
 * without decimals, another with two) in an `Intl` locale: with the page's inlined format when
 * it is that locale's and currency's, so the page makes no `Intl.NumberFormat` for it.
 */
export function formatCurrencyAmount(amount: number, locale: string, currencyCode: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return currencyFormat(locale, currencyCode, fractionDigits).format(amount);
}

/** Formatters by locale, currency and digits: making one costs far more than formatting with it. */
const currencyFormats = new Map<string, AmountFormat>();

function currencyFormat(locale: string, currencyCode: string, fractionDigits: 0 | 2) {
  const currency = currencyCode.toUpperCase();
  const key = `${locale} ${currency} ${fractionDigits}`;
  let format = currencyFormats.get(key);
  if (!format) {
    const inlined = inlinedPriceFormat();
    format =
      inlined?.locale === locale && inlined.currency === currency
        ? { format: (amount) => formatAmount(inlined, fractionDigits === 0 ? '0' : '2', amount) }
        : new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
          });
    currencyFormats.set(key, format);
  }
  return format;
}

let pagePriceFormat: PriceFormat | null | undefined;

/**
 * The price format the server inlined in the page for its language and market (browser only,
 * read once): prices in it need no `Intl.NumberFormat`. Another market's prices, or a page
 * without it, are formatted with `Intl`.
 */
function inlinedPriceFormat(): PriceFormat | null {
  if (pagePriceFormat !== undefined) return pagePriceFormat;
  pagePriceFormat = null;
  const text =
    typeof document === 'undefined'
      ? undefined
      : document.getElementById(PRICE_FORMAT_SCRIPT_ID)?.textContent;
  if (!text) return pagePriceFormat;
  try {
    const value: unknown = JSON.parse(text);
    if (isPriceFormat(value)) pagePriceFormat = value;
  } catch {
    // Not the page's own script after all: `Intl` formats the prices.
  }
  return pagePriceFormat;
}
