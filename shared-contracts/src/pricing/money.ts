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

/** A currency and its multiplier from the server's euro prices (platform §3 market config). */
export interface CurrencyRate {
  /** ISO 4217 code in any case, e.g. `eur` or `SEK`. */
  readonly currencyCode: string;
  /** Multiplier from the server's euro prices to this currency (platform §9: default 1). */
  readonly currencyRate: number;
}

export function isWholeNumberCurrency(currencyCode: string): boolean {
  return WHOLE_NUMBER_CURRENCIES.includes(currencyCode.toUpperCase());
}

/**
 * The shop's one rounding rule (docs/decisions/0023-money-in-the-market-currency.md): an
 * amount in hundredths of `currencyCode` rounded to what that currency is shown in, the cent,
 * or a whole unit (a multiple of 100) for `WHOLE_NUMBER_CURRENCIES`. Halves round up.
 */
export function roundMinor(minor: number, currencyCode: string): number {
  if (isWholeNumberCurrency(currencyCode)) return Math.round(minor / 100) * 100;
  return Math.round(minor);
}

/**
 * A euro price in cents converted to hundredths of the market currency and rounded by
 * `roundMinor`. A price is converted per piece; a row is that times the amount, so the rows
 * always add up to what is shown.
 */
export function toMarketMinor(euroCents: number, currency: CurrencyRate): number {
  // Rates carry at most a few decimals: the product is cleaned of binary noise (1999 × 1.1 is
  // 2198.9000000000001) before it is rounded, or a half could round the wrong way.
  const converted = Number((euroCents * currency.currencyRate).toFixed(6));
  return roundMinor(converted, currency.currencyCode);
}

/** Hundredths of a currency in major units: `12990` is `129.9`. */
export function minorToMajor(minor: number): number {
  return Math.round(minor) / 100;
}
