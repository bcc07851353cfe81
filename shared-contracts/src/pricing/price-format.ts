/**
 * How one locale writes amounts of one currency, read off `Intl` by the server and inlined in
 * the page (`PRICE_FORMAT_SCRIPT_ID`), so the browser formats the page's prices without making
 * an `Intl.NumberFormat`: the first one a page makes costs some 80 ms of a phone's main thread
 * (the number data it loads), inside the hydration of the first price (issue 9, TBT).
 */
export interface PriceFormat {
  /** The `Intl` locale, e.g. `fi-FI`. */
  readonly locale: string;
  /** ISO 4217 code in upper case. */
  readonly currency: string;
  /** Between groups of three integer digits. */
  readonly group: string;
  /** Between the integer and the fraction digits. */
  readonly decimal: string;
  /** Fewest integer digits that are grouped: 4 (`1 234`) or 5 (`1234`, `12 345`). */
  readonly groupFrom: number;
  /** Text before and after the digits of a positive and a negative amount, by fraction digits. */
  readonly affixes: Readonly<Record<FractionDigits, Affixes>>;
}

/** Platform §9: whole amounts show no decimals, the others two. */
export type FractionDigits = '0' | '2';

/** `[positive prefix, positive suffix, negative prefix, negative suffix]` */
export type Affixes = readonly [string, string, string, string];

/** The `<script type="application/json">` the page's price format is inlined in. */
export const PRICE_FORMAT_SCRIPT_ID = 'shop-price-format';

/** Something that formats amounts in major units, like `Intl.NumberFormat`. */
export interface AmountFormat {
  format(amount: number): string;
}

const DIGIT_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** Amounts every format is checked with before it is handed out (signs, grouping, rounding). */
const CHECKED_AMOUNTS = [
  0, -0, 1, 7, 19.9, 999.99, 1000, 1234.5, 9999, 12345, 123456.78, 1234567, 100000000, -1, -19.99,
  -1234.56, -12345,
];

function intlFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The text around the digits of one formatted amount; null when text sits between digits. */
function affixesOf(parts: readonly Intl.NumberFormatPart[]): readonly [string, string] | null {
  const first = parts.findIndex((part) => DIGIT_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => DIGIT_PARTS.has(part.type));
  if (first < 0) return null;
  if (parts.slice(first, last + 1).some((part) => !DIGIT_PARTS.has(part.type))) return null;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [text(0, first), text(last + 1, parts.length)];
}

/**
 * Reads how `locale` writes `currency` off `Intl` (the server's), or null when the locale's
 * amounts do not fit the shape (other digits, other grouping): the browser then uses `Intl`.
 * Every format is checked against `Intl` on a set of amounts before it is returned.
 */
export function describePriceFormat(locale: string, currencyCode: string): PriceFormat | null {
  const currency = currencyCode.toUpperCase();
  try {
    const whole = intlFormat(locale, currency, 0);
    const cents = intlFormat(locale, currency, 2);
    const sample = cents.formatToParts(1234567.5);
    const group = sample.find((part) => part.type === 'group')?.value;
    const decimal = sample.find((part) => part.type === 'decimal')?.value;
    if (group === undefined || decimal === undefined) return null;
    const groupFrom = whole.formatToParts(1234).some((part) => part.type === 'group') ? 4 : 5;
    const affixes = (format: Intl.NumberFormat): Affixes | null => {
      const positive = affixesOf(format.formatToParts(1234567));
      const negative = affixesOf(format.formatToParts(-1234567));
      return positive && negative ? [...positive, ...negative] : null;
    };
    const wholeAffixes = affixes(whole);
    const centsAffixes = affixes(cents);
    if (!wholeAffixes || !centsAffixes) return null;
    const described: PriceFormat = {
      locale,
      currency,
      group,
      decimal,
      groupFrom,
      affixes: { '0': wholeAffixes, '2': centsAffixes },
    };
    const matchesIntl = CHECKED_AMOUNTS.every(
      (amount) =>
        formatAmount(described, '2', amount) === cents.format(amount) &&
        (!Number.isInteger(amount) ||
          formatAmount(described, '0', amount) === whole.format(amount)),
    );
    return matchesIntl ? described : null;
  } catch {
    // An unknown currency or locale: the browser's `Intl` decides (and reports) then.
    return null;
  }
}

/**
 * An amount in major units written with `format`, rounded as `Intl` rounds it: half away from
 * zero on the shortest decimal that reads back as the number (`0.285` gives `0.29`), the sign
 * of `-0` kept.
 */
export function formatAmount(format: PriceFormat, digits: FractionDigits, amount: number): string {
  const [whole, fraction] = roundedDigits(Math.abs(amount), Number(digits));
  const integer =
    whole.length >= format.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, format.group) : whole;
  const digitsText = fraction ? `${integer}${format.decimal}${fraction}` : integer;
  const [positivePrefix, positiveSuffix, negativePrefix, negativeSuffix] = format.affixes[digits];
  return amount < 0 || Object.is(amount, -0)
    ? `${negativePrefix}${digitsText}${negativeSuffix}`
    : `${positivePrefix}${digitsText}${positiveSuffix}`;
}

/** The integer and fraction digits of a non-negative number rounded to `count` decimals. */
function roundedDigits(value: number, count: number): readonly [string, string] {
  const written = String(value);
  // Past 1e21 a number is written with an exponent; no price comes near.
  if (written.includes('e')) return [value.toFixed(0), '0'.repeat(count)];
  const [whole = '0', fraction = ''] = written.split('.');
  const kept = BigInt(`${whole}${fraction.slice(0, count).padEnd(count, '0')}`);
  const rounded = (fraction.charCodeAt(count) >= 53 ? kept + 1n : kept)
    .toString()
    .padStart(count + 1, '0');
  return [rounded.slice(0, rounded.length - count), rounded.slice(rounded.length - count)];
}

/** Whether inlined JSON is a `PriceFormat` (the page's own script, but still checked). */
export function isPriceFormat(value: unknown): value is PriceFormat {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const isAffixes = (affixes: unknown) =>
    Array.isArray(affixes) &&
    affixes.length === 4 &&
    affixes.every((affix) => typeof affix === 'string');
  const affixes = candidate.affixes as Record<string, unknown> | undefined;
  return (
    typeof candidate.locale === 'string' &&
    typeof candidate.currency === 'string' &&
    typeof candidate.group === 'string' &&
    typeof candidate.decimal === 'string' &&
    (candidate.groupFrom === 4 || candidate.groupFrom === 5) &&
    typeof affixes === 'object' &&
    affixes !== null &&
    isAffixes(affixes['0']) &&
    isAffixes(affixes['2'])
  );
}
