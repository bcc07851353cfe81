import { formatMoney, toMarketMinor } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { instalmentAmount, instalmentLocale, showsInstalmentTeaser } from './instalment-rules';

describe('instalment teaser rules (catalogue §2, §9)', () => {
  it('maps the language and currency to the provider locale', () => {
    expect(instalmentLocale('fi', 'EUR')).toBe('fi-FI');
    expect(instalmentLocale('sv', 'SEK')).toBe('sv-SE');
    expect(instalmentLocale('sv', 'EUR')).toBe('sv-FI');
    expect(instalmentLocale('de', 'EUR')).toBe('de-DE');
    expect(instalmentLocale('fr', 'EUR')).toBe('fr-FR');
    expect(instalmentLocale('en', 'USD')).toBe('en-FI');
  });

  const sek = { currencyCode: 'SEK', currencyRate: 11.2 };

  it('converts the amount outside the Finnish locales only', () => {
    expect(instalmentAmount(10000, 'fi-FI', sek)).toEqual({ minor: 10000, currencyCode: 'EUR' });
    expect(instalmentAmount(10000, 'en-FI', { currencyCode: 'USD', currencyRate: 1.08 })).toEqual({
      minor: 10000,
      currencyCode: 'EUR',
    });
    expect(instalmentAmount(10000, 'sv-SE', sek)).toEqual({ minor: 112000, currencyCode: 'SEK' });
  });

  it('rounds by the one rule: whole kronor, as the product page shows the price (decision 0023)', () => {
    // 99.50 € × 11.2 is 1 114.40 kr: the krona is shown in whole numbers (platform §9).
    expect(instalmentAmount(9950, 'sv-SE', sek)).toEqual({ minor: 111400, currencyCode: 'SEK' });
    expect(instalmentAmount(9950, 'sv-SE', sek).minor).toBe(toMarketMinor(9950, sek));
    expect(formatMoney(instalmentAmount(9950, 'sv-SE', sek).minor, 'SEK', 'sv')).toMatch(
      /^1\s114\skr$/,
    );
    // Cents stay in a currency that has them.
    const usd = { currencyCode: 'USD', currencyRate: 1.0813 };
    expect(instalmentAmount(9950, 'de-DE', usd)).toEqual({ minor: 10759, currencyCode: 'USD' });
  });

  it('has no teaser in Russian', () => {
    expect(showsInstalmentTeaser('ru')).toBe(false);
    expect(showsInstalmentTeaser('fi')).toBe(true);
  });
});
