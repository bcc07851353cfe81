// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { convertPrice } from './format-price.js';
import { NUMBER_LOCALES } from './number-locale.js';
import {
  describePriceFormat,
  type FractionDigits,
  formatAmount,
  isPriceFormat,
  PRICE_FORMAT_SCRIPT_ID,
} from './price-format.js';

/** The seeded markets' currencies (api/src/db/seed/data/markets.ts). */
const CURRENCIES = ['EUR', 'SEK', 'NOK', 'DKK', 'USD', 'GBP', 'CHF', 'RUB', 'PLN', 'CZK', 'JPY'];

/** Whole amounts and cents across signs, group boundaries and rounding. */
function amounts(): number[] {
  const values: number[] = [0, -0];
  for (let whole = -2500; whole <= 2500; whole += 7) values.push(whole, whole + 0.05, whole - 0.99);
  for (let power = 3; power <= 9; power += 1)
    values.push(10 ** power, 10 ** power - 1, -(10 ** power));
  values.push(0.5, 0.285, 1.115, 19.995);
  return values;
}

function intl(locale: string, currency: string, digits: FractionDigits) {
  const count = Number(digits);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: count,
    maximumFractionDigits: count,
  });
}

describe('describePriceFormat (issue 9: prices without Intl in the browser)', () => {
  it('writes every amount of every shop locale and seeded currency as Intl does', () => {
    // Some 280,000 amounts: the differences are collected and compared once, which keeps the
    // test fast on a slow machine without checking less.
    const differences: string[] = [];
    const values = amounts();
    for (const locale of Object.values(NUMBER_LOCALES)) {
      for (const currency of CURRENCIES) {
        const format = describePriceFormat(locale, currency.toLowerCase());
        expect(format, `${locale} ${currency}`).not.toBeNull();
        if (!format) continue;
        expect(format.currency).toBe(currency);
        for (const digits of ['0', '2'] as const) {
          const reference = intl(locale, currency, digits);
          for (const amount of values) {
            const rounded = digits === '0' ? Math.round(amount) : amount;
            const written = formatAmount(format, digits, rounded);
            const expected = reference.format(rounded);
            if (written !== expected) {
              differences.push(`${locale} ${currency} ${rounded}: ${written} ≠ ${expected}`);
            }
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('reads the grouping of locales that leave four digits ungrouped', () => {
    const format = describePriceFormat('pl-PL', 'pln');
    expect(format?.groupFrom).toBe(5);
    if (format)
      expect(formatAmount(format, '0', 1234)).toBe(intl('pl-PL', 'PLN', '0').format(1234));
  });

  it('gives no format for what it cannot write (other digits, an unknown currency)', () => {
    expect(describePriceFormat('ar-EG', 'egp')).toBeNull();
    expect(describePriceFormat('fi-FI', 'not-a-currency')).toBeNull();
  });

  it('tells a price format from other JSON', () => {
    expect(isPriceFormat(describePriceFormat('fi-FI', 'eur'))).toBe(true);
    expect(isPriceFormat({ locale: 'fi-FI', currency: 'EUR' })).toBe(false);
    expect(isPriceFormat(null)).toBe(false);
    expect(isPriceFormat('fi-FI')).toBe(false);
  });
});

describe('formatPrice with the page’s inlined price format', () => {
  const NumberFormat = Intl.NumberFormat;

  afterEach(() => {
    document.getElementById(PRICE_FORMAT_SCRIPT_ID)?.remove();
    Intl.NumberFormat = NumberFormat;
    vi.resetModules();
  });

  /** Counts the `Intl.NumberFormat`s made from now on (until the test ends). */
  function countNumberFormats(): () => number {
    let made = 0;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof NumberFormat;
    return () => made;
  }

  function inline(value: unknown) {
    const script = document.createElement('script');
    script.id = PRICE_FORMAT_SCRIPT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify(value);
    document.head.append(script);
  }

  it('formats the page’s market without making an Intl.NumberFormat', async () => {
    inline(describePriceFormat('sv-SE', 'sek'));
    const { formatPrice } = await import('./format-price.js');
    const market = { currencyCode: 'sek', currencyRate: 11.2, language: 'sv' } as const;
    const expected = [154856, -999].map((cents) =>
      intl('sv-SE', 'SEK', '0').format(convertPrice(cents, market)),
    );
    const made = countNumberFormats();
    expect([formatPrice(154856, market), formatPrice(-999, market)]).toEqual(expected);
    expect(made()).toBe(0);
  });

  it('formats another market or language with Intl', async () => {
    inline(describePriceFormat('fi-FI', 'eur'));
    const { formatPrice } = await import('./format-price.js');
    const expected = [
      intl('de-DE', 'EUR', '2').format(19.99),
      intl('fi-FI', 'USD', '2').format(19.99),
    ];
    const made = countNumberFormats();
    expect([
      formatPrice(1999, { currencyCode: 'eur', currencyRate: 1, language: 'de' }),
      formatPrice(1999, { currencyCode: 'usd', currencyRate: 1, language: 'fi' }),
    ]).toEqual(expected);
    expect(made()).toBe(2);
  });

  it('writes any amount in the page’s locale and currency without Intl (the instalment teaser)', async () => {
    inline(describePriceFormat('fi-FI', 'eur'));
    const { formatCurrencyAmount } = await import('./format-price.js');
    const expected = [
      intl('fi-FI', 'EUR', '2').format(12.34),
      intl('fi-FI', 'EUR', '0').format(1200),
      intl('sv-FI', 'EUR', '2').format(12.34),
    ];
    const made = countNumberFormats();
    expect(formatCurrencyAmount(12.34, 'fi-FI', 'EUR')).toBe(expected[0]);
    expect(formatCurrencyAmount(1200, 'fi-FI', 'eur')).toBe(expected[1]);
    expect(made()).toBe(0);
    expect(formatCurrencyAmount(12.34, 'sv-FI', 'EUR')).toBe(expected[2]);
    expect(made()).toBe(1);
  });

  it('formats with Intl when the inlined script is not a price format', async () => {
    inline({ locale: 'fi-FI' });
    const { formatPrice } = await import('./format-price.js');
    const expected = intl('fi-FI', 'EUR', '2').format(19.99);
    const made = countNumberFormats();
    expect(formatPrice(1999, { currencyCode: 'eur', currencyRate: 1, language: 'fi' })).toBe(
      expected,
    );
    expect(made()).toBe(1);
  });
});
