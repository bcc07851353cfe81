import { describe, expect, it } from 'vitest';
import { convertPrice, formatPrice } from './format-price.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('convertPrice (platform §9)', () => {
  it('multiplies the euro cents by the market rate and keeps cents', () => {
    expect(convertPrice(1999, { currencyCode: 'eur', currencyRate: 1 })).toBe(19.99);
    expect(convertPrice(1999, { currencyCode: 'usd', currencyRate: 1.1 })).toBe(21.99);
  });

  it('rounds CHF, CZK, DKK, JPY, PLN, RUB, SEK and NOK to whole numbers', () => {
    for (const currencyCode of ['chf', 'CZK', 'dkk', 'jpy', 'pln', 'rub', 'sek', 'nok']) {
      expect(convertPrice(1999, { currencyCode, currencyRate: 11.5 })).toBe(230);
    }
  });
});

describe('formatPrice (platform §9)', () => {
  it('shows whole numbers without decimals and others with two', () => {
    const market = { currencyCode: 'eur', currencyRate: 1, language: 'fi' } as const;
    expect(formatPrice(2000, market)).toBe(`20${NBSP}€`);
    expect(formatPrice(1999, market)).toBe(`19,99${NBSP}€`);
    expect(formatPrice(1990, market)).toBe(`19,90${NBSP}€`);
  });

  it('formats with the locale of the language', () => {
    const usd = { currencyCode: 'usd', currencyRate: 1, language: 'en' } as const;
    expect(formatPrice(123456, usd)).toBe('$1,234.56');
    expect(formatPrice(123456, { ...usd, currencyCode: 'eur', language: 'de' })).toBe(
      `1.234,56${NBSP}€`,
    );
    expect(formatPrice(123456, { ...usd, currencyCode: 'eur', language: 'fr' })).toBe(
      `1${NNBSP}234,56${NBSP}€`,
    );
  });

  it('shows a rounded currency without decimals', () => {
    const sek = { currencyCode: 'sek', currencyRate: 11.5, language: 'sv' } as const;
    expect(formatPrice(1999, sek)).toBe(`230${NBSP}kr`);
  });

  it('shows the converted amount for a non-euro market', () => {
    expect(formatPrice(1000, { currencyCode: 'usd', currencyRate: 1.25, language: 'en' })).toBe(
      '$12.50',
    );
  });
});
